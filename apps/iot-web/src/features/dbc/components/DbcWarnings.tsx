import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcWarningView } from '@fleetkey/contract';

/**
 * What the parse of a DBC skipped (issue 33): real vehicle files carry lines their own tools ignore; the
 * rest of the file is used, and these say which lines were not, so a user can fix or accept them.
 */
export function DbcWarnings({ warnings }: { warnings: readonly DbcWarningView[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('dbc.warnings.title', { count: warnings.length })}
      data-testid="dbc-warnings"
      description={
        <Table<DbcWarningView>
          size="small"
          rowKey={(warning) => `${warning.line}:${warning.skipped}:${warning.reason}`}
          pagination={warnings.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={[...warnings]}
          columns={[
            { title: t('dbc.warnings.line'), dataIndex: 'line', key: 'line', width: 80 },
            { title: t('dbc.warnings.skipped'), dataIndex: 'skipped', key: 'skipped' },
            { title: t('dbc.warnings.reason'), dataIndex: 'reason', key: 'reason' },
          ]}
        />
      }
    />
  );
}
