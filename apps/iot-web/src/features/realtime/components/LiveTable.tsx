import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDataTime, formatValue } from '../../common/format';
import { NoData } from '../../common/NoData';
import type { LiveRow } from '../live-rows';

/** The rows that arrived, newest first: time, then one column per point. */
export function LiveTable({ rows, points }: { rows: readonly LiveRow[]; points: readonly string[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LiveRow> = [
    {
      title: t('data.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      render: (ms: number) => formatDataTime(ms),
    },
    ...points.map((name) => ({
      title: name,
      key: name,
      render: (_: unknown, row: LiveRow) => formatValue(row[name]),
    })),
  ];
  return (
    <Table<LiveRow>
      size="small"
      rowKey="key"
      data-testid="live-table"
      columns={columns}
      dataSource={[...rows]}
      pagination={{ pageSize: 10, size: 'small', showSizeChanger: false }}
      locale={{ emptyText: <NoData /> }}
    />
  );
}
