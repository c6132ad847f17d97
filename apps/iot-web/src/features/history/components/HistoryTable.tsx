import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TelemetryRow } from '@fleetkey/contract';
import { formatDataTime, formatValue } from '../../common/format';
import { NoData } from '../../common/NoData';

/** The rows of a search: time, then one column per point; newest first unless the user sorts by time. */
export function HistoryTable({ rows, points }: { rows: readonly TelemetryRow[]; points: readonly string[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TelemetryRow> = [
    {
      title: t('data.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.time - b.time,
      render: (ms: number) => formatDataTime(ms),
    },
    ...points.map((name) => ({
      title: name,
      key: name,
      render: (_: unknown, row: TelemetryRow) => formatValue(row[name]),
    })),
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
