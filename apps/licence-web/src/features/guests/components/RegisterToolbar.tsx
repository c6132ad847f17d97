import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../common/ExportButton';
import { LEVELS, type Level } from '@fleetkey/contract';
import { SearchBox } from '../../common/SearchBox';

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
    <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
      <Flex wrap gap={12}>
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
      </Flex>
      <ExportButton testId="register-export" exporting={exporting} onExport={onExport}>
        {t('registerList.export')}
      </ExportButton>
    </Flex>
  );
}
