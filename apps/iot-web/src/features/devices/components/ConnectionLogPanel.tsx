import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceConnectionView, DeviceView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceConnections } from '../hooks/useDeviceLogs';
import { dateTimeColumn } from '../../common/date-time-column';

const EVENT_COLORS = {
  connected: 'green',
  disconnected: 'default',
  connect_refused: 'red',
  topic_refused: 'orange',
} as const;

/** The device's connects, disconnects and refusals at the broker in the last 7 days, newest first. */
export function ConnectionLogPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const connections = useDeviceConnections(device, page, TABLE_PAGE_SIZE);
  const columns: TableColumnsType<DeviceConnectionView> = [
    dateTimeColumn(t('data.time'), 'time', { width: 180 }),
    {
      title: t('connections.event'),
      dataIndex: 'event',
      key: 'event',
      render: (event: DeviceConnectionView['event']) => (
        <Tag color={EVENT_COLORS[event]} data-testid="connection-event">
          {t(`connections.events.${event}`)}
        </Tag>
      ),
    },
    {
      title: t('connections.clientId'),
      dataIndex: 'clientId',
      key: 'clientId',
      render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
    },
    {
      title: t('connections.address'),
      dataIndex: 'remoteAddress',
      key: 'remoteAddress',
      render: (address: string) => address || '—',
    },
    {
      title: t('connections.reason'),
      key: 'reason',
      render: (_, entry) =>
        entry.reason ? (
          <span data-testid="connection-reason">
            {t(`connections.reasons.${entry.reason}`)}
            {entry.detail && (
              <>
                {' '}
                <Typography.Text code>{entry.detail}</Typography.Text>
              </>
            )}
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PanelTable<DeviceConnectionView>
      query={connections}
      page={page}
      onPage={setPage}
      rowKey="id"
      columns={columns}
      testId="device-connections"
    />
  );
}
