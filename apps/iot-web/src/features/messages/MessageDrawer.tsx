import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, List, Pagination, Segmented, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE_COLORS, MESSAGE_TYPES, type MessageType, type MessageView } from '@fleetkey/contract';
import { messageContent, messageTitle, QueryError, useMarkRead } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { MESSAGE_PAGE_SIZE, useMessagePage } from './hooks/useMessages';

const TYPE_NAMES = new Map<number, string>(Object.entries(MESSAGE_TYPES).map(([name, code]) => [code, name]));
const typeColor = (type: MessageType) => {
  const color = MESSAGE_TYPE_COLORS[type];
  return color === 'grey' ? 'default' : color;
};

export interface MessageDrawerProps {
  open: boolean;
  /** The message to show opened (from the bell's list). */
  focusId: string | null;
  onClose: () => void;
}

/**
 * The IoT console's messages (the account's, shared with the licence portal): newest first, all or unread
 * only; a message opens in place and is marked read; "mark all read" clears the bell.
 */
export function MessageDrawer({ open, focusId, onClose }: MessageDrawerProps) {
  const { t, i18n } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const list = useMessagePage(unreadOnly, page, open);
  const { one: markRead, all: markAll } = useMarkRead();
  // A message chosen in the bell opens once each time it is chosen.
  if (focusId !== focused) {
    setFocused(focusId);
    if (focusId) setExpanded(focusId);
  }

  const toggle = (message: MessageView) => {
    setExpanded(expanded === message.id ? null : message.id);
    if (!message.read) markRead.mutate(message.id);
  };
  const unreadCount = list.data?.unreadCount ?? 0;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={t('messages.title')}
      destroyOnHidden
      data-testid="message-drawer"
      extra={
        <Button
          icon={<CheckOutlined />}
          size="small"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="messages-mark-all"
        >
          {t('messages.markAll')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented
          value={unreadOnly ? 'unread' : 'all'}
          options={[
            { value: 'all', label: t('messages.all') },
            { value: 'unread', label: t('messages.unreadCount', { count: unreadCount }) },
          ]}
          onChange={(value) => {
            setUnreadOnly(value === 'unread');
            setPage(1);
          }}
          data-testid="messages-filter"
        />
        <QueryError query={list} />
        <List
          loading={list.isPending}
          dataSource={list.data?.result ?? []}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />,
          }}
          renderItem={(message) => (
            <List.Item key={message.id} data-testid="message-item" style={{ display: 'block' }}>
              <Flex gap={8} align="center" justify="space-between">
                <Typography.Link
                  onClick={() => toggle(message)}
                  strong={!message.read}
                  ellipsis
                  data-testid="message-title"
                >
                  <Badge status={message.read ? 'default' : 'processing'} style={{ marginInlineEnd: 6 }} />
                  {messageTitle(i18n, message)}
                </Typography.Link>
                <Tag color={typeColor(message.type)} style={{ marginInlineEnd: 0 }}>
                  {t(`messages.types.${TYPE_NAMES.get(message.type) ?? 'system'}`)}
                </Tag>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(message.createdAt)}
              </Typography.Text>
              {expanded === message.id && (
                <Typography.Paragraph
                  style={{ whiteSpace: 'pre-wrap', marginTop: 8, marginBottom: 0 }}
                  data-testid="message-content"
                >
                  {messageContent(i18n, message)}
                </Typography.Paragraph>
              )}
            </List.Item>
          )}
        />
        {(list.data?.totalCount ?? 0) > MESSAGE_PAGE_SIZE && (
          <Pagination
            size="small"
            align="center"
            current={page}
            pageSize={MESSAGE_PAGE_SIZE}
            total={list.data?.totalCount ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </Flex>
    </Drawer>
  );
}
