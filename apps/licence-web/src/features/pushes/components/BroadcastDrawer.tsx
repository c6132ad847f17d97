import { Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useBroadcast } from '../hooks/usePushes';
import { PushTypeTag } from './PushTypeTag';

/** A broadcast's details: what it said, who sent it, how many it reached and read it, its recall. */
export function BroadcastDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const broadcast = useBroadcast(id);
  const b = broadcast.data;
  return (
    <Drawer
      open={id !== null}
      width={520}
      title={b?.title ?? t('pushes.broadcasts.detail')}
      onClose={onClose}
      destroyOnHidden
      data-testid="broadcast-drawer"
    >
      {broadcast.isPending && id !== null && <Spin />}
      <QueryError query={broadcast} />
      {b && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('pushes.fields.type')}>
            <PushTypeTag type={b.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.content')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {b.content}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.recipients')}>{b.recipientCount}</Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.readCount')}>{b.readCount}</Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.admin')}>{b.adminName}</Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.time')}>{formatDateTime(b.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('pushes.fields.state')}>
            {b.recalledAt === null
              ? t('pushes.broadcasts.active')
              : t('pushes.broadcasts.recalledBy', {
                  admin: b.recalledBy,
                  time: formatDateTime(b.recalledAt),
                })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
