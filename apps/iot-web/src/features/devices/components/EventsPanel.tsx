import { useState } from 'react';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceEventView, DeviceView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceEvents } from '../hooks/useDeviceDetail';

const TYPE_COLORS = { warning: 'orange', error: 'red', log: 'default' } as const;

/** The device's events (warnings, errors, logs), newest first, paged on the server. */
export function EventsPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useDeviceEvents(device, page, TABLE_PAGE_SIZE);
  const columns: TableColumnsType<DeviceEventView> = [
    {
      title: t('data.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      title: t('events.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: DeviceEventView['type']) => (
        <Tag color={TYPE_COLORS[type]}>{t(`events.types.${type}`)}</Tag>
      ),
    },
    { title: t('events.code'), dataIndex: 'code', key: 'code' },
    { title: t('events.desc'), dataIndex: 'desc', key: 'desc', render: (d: string) => d || '—' },
    {
      title: t('events.data'),
      dataIndex: 'data',
      key: 'data',
      render: (data: DeviceEventView['data']) => (data ? JSON.stringify(data) : '—'),
    },
  ];
  return (
    <PanelTable<DeviceEventView>
      query={events}
      page={page}
      onPage={setPage}
      rowKey="eventid"
      columns={columns}
      testId="device-events"
    />
  );
}
