import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayTemplate, TelemetryRow } from '@fleetkey/contract';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { dataTimeColumn, pointTableColumns } from '../../customs/components/point-table-columns';

/**
 * The rows of a search: time, then one column per point (as the type's display template shows them, like
 * the live table); newest first unless the user sorts by time.
 */
export function HistoryTable({
  rows,
  points,
  template,
}: {
  rows: readonly TelemetryRow[];
  points: readonly string[];
  template?: DisplayTemplate | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const columns: TableColumnsType<TelemetryRow> = [
    {
      ...dataTimeColumn<TelemetryRow>(t('data.time')),
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.time - b.time,
    },
    ...pointTableColumns<TelemetryRow>(points, template, format),
  ];
  return (
    <Table<TelemetryRow>
      size="small"
      rowKey="time"
      data-testid="history-table"
      columns={columns}
      dataSource={[...rows]}
      pagination={{ pageSize: 10, size: 'small', showSizeChanger: true }}
      locale={{ emptyText: <NoData /> }}
    />
  );
}
