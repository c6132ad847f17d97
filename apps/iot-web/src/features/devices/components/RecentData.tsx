import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, TelemetryRow } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { NoData } from '../../common/NoData';
import { pointColumns } from '../../customs/display-template';
import { useDisplayTemplate } from '../../customs/hooks/useCustoms';
import { pointNames } from '../../history/history-series';
import { useRecentData } from '../hooks/useDeviceDetail';

/** The device's newest data rows, one column per point (as its type's display template says, when it has one). */
export function RecentData({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const recent = useRecentData(device);
  const rows = recent.data?.result ?? [];
  const template = useDisplayTemplate(device.devtype);
  const columns: TableColumnsType<TelemetryRow> = [
    {
      title: t('data.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      render: (ms: number) => formatDataTime(ms),
    },
    ...pointColumns(pointNames(rows), template).map((column) => ({
      title: column.title,
      key: column.name,
      render: (_: unknown, row: TelemetryRow) => (
        <span style={{ color: column.color }}>{column.format(row[column.name])}</span>
      ),
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
