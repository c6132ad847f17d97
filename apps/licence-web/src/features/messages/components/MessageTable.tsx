import { Badge, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@fleetkey/contract';
import { messageTitle } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage } from '../../common/ListTable';
import { messageTagColor, messageTypeKey } from '../message-labels';

/** The user's messages, a page at a time: type, title (bold with a dot while unread), received, read state. */
export function MessageTable({ onOpen, ...list }: ListPage<MessageView> & { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable<MessageView>
      testId="message-table"
      {...list}
      emptyText={t('messages.empty')}
      onRow={(m) => ({ onClick: () => onOpen(m.id), style: { cursor: 'pointer' } })}
      columns={[
        {
          key: 'type',
          title: t('messages.fields.type'),
          render: (_, m) => (
            <Tag color={messageTagColor(m.type)} data-testid="message-type">
              {t(messageTypeKey(m.type))}
            </Tag>
          ),
        },
        {
          key: 'title',
          title: t('messages.fields.title'),
          render: (_, m) => (
            <Badge dot={!m.read} offset={[6, 0]}>
              <Typography.Text strong={!m.read} data-testid="message-title">
                {messageTitle(i18n, m)}
              </Typography.Text>
            </Badge>
          ),
        },
        {
          key: 'received',
          title: t('messages.fields.received'),
          render: (_, m) => formatDateTime(m.createdAt),
        },
        {
          key: 'read',
          title: t('messages.fields.read'),
          render: (_, m) => (
            <Tag color={m.read ? 'default' : 'processing'} data-testid="message-read-state">
              {t(m.read ? 'messages.read' : 'messages.unread')}
            </Tag>
          ),
        },
      ]}
    />
  );
}
