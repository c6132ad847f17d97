import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../common/ExportButton';
import { LEVELS, type Level } from '@fleetkey/contract';
import { SearchBox } from '../../common/SearchBox';
import { ListToolbar } from '../../common/ListToolbar';

/** The registered-user list's search, level filter (all, 0–7) and CSV export of the current view. */
export function RegisterToolbar({
  level,
  onSearch,
  onLevel,
  onExport,
  exporting,
}: {
  level: Level | undefined;
  onSearch: (text: string) => void;
  onLevel: (level: Level | undefined) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListToolbar
      filters={
        <>
          <SearchBox
            placeholder={t('registerList.searchPlaceholder')}
            testId="register-search"
            onSearch={onSearch}
          />
          <Select<Level | 'all'>
            value={level ?? 'all'}
            style={{ width: 140 }}
            onChange={(value) => onLevel(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('registerList.allLevels') },
              ...LEVELS.map((value) => ({ value, label: t('registerList.levelN', { level: value }) })),
            ]}
            data-testid="register-level-filter"
          />
        </>
      }
    >
      <ExportButton testId="register-export" exporting={exporting} onExport={onExport}>
        {t('registerList.export')}
      </ExportButton>
    </ListToolbar>
  );
}
