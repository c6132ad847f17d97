import { App, Descriptions, Divider, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { useTicket } from '../hooks/usePushes';
import { PushTypeTag } from './PushTypeTag';
import { TicketEditForm } from './TicketEditForm';

/** A targeted push's details and targets; writers may correct its title and content. */
export function TicketDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ticket = useTicket(id);
  const detail = ticket.data;
  return (
    <Drawer
      open={id !== null}
      width={560}
      title={detail?.title ?? t('pushes.tickets.detail')}
      onClose={onClose}
      destroyOnHidden
      data-testid="ticket-drawer"
    >
      {ticket.isPending && id !== null && <Spin />}
      <QueryError query={ticket} />
      {detail && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('pushes.fields.type')}>
              <PushTypeTag type={detail.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.content')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {detail.content}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.recipients')}>
              {detail.recipientCount}
            </Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.readCount')}>{detail.readCount}</Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.admin')}>{detail.adminName}</Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.time')}>
              {formatDateTime(detail.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pushes.fields.updatedAt')}>
              {formatDateTime(detail.updatedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t(`pushes.audience.${detail.targetKind}`)}>
              <Typography.Paragraph
                copyable={{ text: detail.targets.join('\n') }}
                style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 }}
                data-testid="ticket-targets"
              >
                {detail.targets.join('\n')}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Allowed permission="pushes:write">
            <Divider>{t('pushes.tickets.edit')}</Divider>
            <TicketEditForm
              key={detail.updatedAt}
              ticket={detail}
              onSaved={() => void message.success(t('pushes.tickets.saved'))}
            />
          </Allowed>
        </>
      )}
    </Drawer>
  );
}
