import { Alert, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceImportRowError } from '@fleetkey/contract';

/**
 * The per-row report of a refused import: spreadsheet row (the header is row 1), column and what is wrong,
 * with a summary saying that nothing was imported (an import is all rows or none).
 */
export function ImportErrorReport({
  rows,
  nothingImportedKey = 'import.nothingImported',
}: {
  rows: readonly DeviceImportRowError[];
  /** What the summary says was not imported (devices by default). */
  nothingImportedKey?: string;
}) {
  const { t } = useTranslation();
  const badRows = new Set(rows.map((r) => r.row)).size;
  return (
    <Flex vertical gap={8} data-testid="import-errors">
      <Alert
        type="error"
        showIcon
        title={t('import.invalidSummary', { problems: rows.length, rows: badRows })}
        description={t(nothingImportedKey)}
      />
      <Table<DeviceImportRowError>
        size="small"
        rowKey={(r) => `${r.row}:${r.field}`}
        dataSource={[...rows]}
        pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
        columns={[
          { title: t('import.row'), dataIndex: 'row', width: 80 },
          { title: t('import.column'), dataIndex: 'field', width: 120 },
          {
            title: t('import.problem'),
            dataIndex: 'message',
            // Messages are contract validation keys; an unknown one still reads as itself.
            render: (message: string) => t(message, { defaultValue: message }),
          },
        ]}
      />
    </Flex>
  );
}
