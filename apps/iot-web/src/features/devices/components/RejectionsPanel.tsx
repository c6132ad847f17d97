import { useState } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceRejectionView, DeviceView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceRejections } from '../hooks/useDeviceLogs';
import { dateTimeColumn } from '../../common/date-time-column';

/**
 * What the server did not store of the device's messages in the last 7 days, newest first: when, on which
 * topic, why (in the reader's language, explained on hover), where in the message, and its first bytes.
 */
export function RejectionsPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rejections = useDeviceRejections(device, page, TABLE_PAGE_SIZE);
  const columns: TableColumnsType<DeviceRejectionView> = [
    dateTimeColumn(t('data.time'), 'time', { width: 170 }),
    {
      title: t('rejections.topic'),
      dataIndex: 'topic',
      key: 'topic',
      width: 110,
      // Always this device's own topic: the level after dev/{devtype}/{devid}/ is what tells them apart.
      render: (topic: string) => (
        <Tooltip title={topic}>
          <Typography.Text code>{topic.split('/').slice(3).join('/') || topic}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('rejections.reason'),
      dataIndex: 'reason',
      key: 'reason',
      width: 200,
      render: (reason: DeviceRejectionView['reason']) => (
        <Tooltip title={t(`rejections.hints.${reason}`)}>
          <Tag color="red" data-testid="rejection-reason">
            {t(`rejections.reasons.${reason}`)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t('rejections.detail'),
      dataIndex: 'detail',
      key: 'detail',
      width: 160,
      render: (detail: string) =>
        detail ? (
          <Typography.Text code ellipsis={{ tooltip: detail }}>
            {detail}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('rejections.payloadHead'),
      dataIndex: 'payloadHead',
      key: 'payloadHead',
      // Monospace, one line; the whole head (256 bytes at most) on hover.
      render: (head: string) => (
        <Typography.Text code ellipsis={{ tooltip: head }} data-testid="rejection-payload">
          {head}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('rejections.intro')}</Typography.Paragraph>
      <PanelTable<DeviceRejectionView>
        query={rejections}
        page={page}
        onPage={setPage}
        rowKey="id"
        columns={columns}
        testId="device-rejections"
      />
    </>
  );
}
