import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../common/ExportButton';
import { EDITIONS, LICENCE_STATUS, LICENCE_USE_STATUS } from '@fleetkey/contract';
import type { Edition, LicenceStatus, LicenceUseStatus } from '@fleetkey/contract';
import { SearchBox } from '../../common/SearchBox';
import { editionKey, licenceUseKey, statusKey } from '../../licences/licence-labels';
import { ListToolbar } from '../../common/ListToolbar';

/** The list's filters; absent means all. */
export interface LicenceAdminFilters {
  useStatus?: LicenceUseStatus;
  edition?: Edition;
  status?: LicenceStatus;
}

const ALL = 'all' as const;

/** Search, use-status, edition and status (0–3) filters, and the CSV export of the current view. */
export function LicenceAdminToolbar({
  filters,
  onSearch,
  onFilters,
  onExport,
  exporting,
}: {
  filters: LicenceAdminFilters;
  onSearch: (text: string) => void;
  onFilters: (filters: LicenceAdminFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const all = { value: ALL, label: t('licenceAdmin.all') };
  // One select per filter; choosing "all" drops the filter.
  const select = <K extends keyof LicenceAdminFilters>(
    key: K,
    values: readonly NonNullable<LicenceAdminFilters[K]>[],
    label: (value: NonNullable<LicenceAdminFilters[K]>) => string,
  ) => (
    <Select<NonNullable<LicenceAdminFilters[K]> | typeof ALL>
      value={filters[key] ?? ALL}
      style={{ width: 170 }}
      onChange={(value) => onFilters({ ...filters, [key]: value === ALL ? undefined : value })}
      options={[all, ...values.map((value) => ({ value, label: label(value) }))]}
      data-testid={`licence-admin-filter-${key}`}
    />
  );
  return (
    <ListToolbar
      filters={
        <>
          <SearchBox
            placeholder={t('licenceAdmin.searchPlaceholder')}
            testId="licence-admin-search"
            onSearch={onSearch}
          />
          {select('useStatus', LICENCE_USE_STATUS, (value) => t(licenceUseKey(value)))}
          {select('edition', Object.values(EDITIONS), (value) => t(editionKey(value)))}
          {select('status', Object.values(LICENCE_STATUS), (value) => t(statusKey(value)))}
        </>
      }
    >
      <ExportButton testId="licence-admin-export" exporting={exporting} onExport={onExport}>
        {t('licenceAdmin.export')}
      </ExportButton>
    </ListToolbar>
  );
}
