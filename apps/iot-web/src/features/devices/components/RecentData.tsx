import { App, Button, Flex, Popconfirm, Table } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, TelemetryRow } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { NoData } from '../../common/NoData';
import { pointColumns } from '../../customs/display-template';
import { useDisplayTemplate } from '../../customs/hooks/useCustoms';
import { pointNames } from '../../history/history-series';
import { useClearData, useRecentData } from '../hooks/useDeviceDetail';

/**
 * The device's newest data rows, one column per point (as its type's display template says, when it has one);
 * with `clearable` (data write), a confirmed way to delete everything the device has stored.
 */
export function RecentData({ device, clearable }: { device: DeviceView; clearable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const recent = useRecentData(device);
  const clear = useClearData(device);
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
  const table = (
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
  if (!clearable) return table;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Popconfirm
          title={t('data.clearConfirm', { devid: device.devid })}
          okText={t('data.clear')}
          okButtonProps={{ danger: true, 'data-testid': 'data-clear-confirm' }}
          onConfirm={() =>
            clear.mutate(undefined, {
              onSuccess: ({ deleted }) => void message.success(t('data.cleared', { count: deleted })),
            })
          }
        >
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={clear.isPending}
            data-testid="data-clear"
          >
            {t('data.clear')}
          </Button>
        </Popconfirm>
      </Flex>
      {table}
    </Flex>
  );
}
