import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, TelemetryRow } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { formatDataTime, formatValue } from '../../common/format';
import { NoData } from '../../common/NoData';
import { pointNames } from '../../history/history-series';
import { useRecentData } from '../hooks/useDeviceDetail';

/** The device's newest data rows, one column per point. */
export function RecentData({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const recent = useRecentData(device);
  const rows = recent.data?.result ?? [];
  const columns: TableColumnsType<TelemetryRow> = [
    {
      title: t('data.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      render: (ms: number) => formatDataTime(ms),
    },
    ...pointNames(rows).map((name) => ({
      title: name,
      key: name,
      render: (_: unknown, row: TelemetryRow) => formatValue(row[name]),
    })),
  ];
  if (recent.isError) return <LoadError error={recent.error} onRetry={() => void recent.refetch()} />;
  return (
    <Table<TelemetryRow>
      size="small"
      rowKey="time"
      loading={recent.isFetching}
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="recent-data"
      locale={{ emptyText: <NoData /> }}
    />
  );
}
