import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TypeStats } from '../device-index';

/** Device statistics per device type: total, online, offline and faulty (iot-console.md §2). */
export function TypeStatsTable({ rows, loading }: { rows: readonly TypeStats[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TypeStats> = [
    {
      title: t('devices.devtype'),
      dataIndex: 'devtype',
      sorter: (a, b) => a.devtype.localeCompare(b.devtype),
    },
    { title: t('dashboard.total'), dataIndex: 'total', sorter: (a, b) => a.total - b.total, align: 'right' },
    {
      title: t('deviceStatus.online'),
      dataIndex: 'online',
      sorter: (a, b) => a.online - b.online,
      align: 'right',
    },
    {
      title: t('deviceStatus.offline'),
      dataIndex: 'offline',
      sorter: (a, b) => a.offline - b.offline,
      align: 'right',
    },
    {
      title: t('deviceStatus.faulty'),
      dataIndex: 'faulty',
      sorter: (a, b) => a.faulty - b.faulty,
      align: 'right',
    },
  ];
  return (
    <Card title={t('dashboard.typeStats')} data-testid="type-stats">
      <Table<TypeStats>
        size="small"
        rowKey="devtype"
        loading={loading}
        columns={columns}
        dataSource={[...rows]}
        pagination={{ pageSize: 5, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: t('list.noData') }}
      />
    </Card>
  );
}
