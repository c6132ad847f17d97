import { useEffect, useRef } from 'react';
import { Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageContent, messageTitle, QueryError, useMarkRead } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { messageTagColor, messageTypeKey } from '../message-labels';
import { useMessage } from '../hooks/useMessages';

/** One message, opened from the list or a `?id=` link; opening an unread message marks it read. */
export function MessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage(id);
  const { one: markRead } = useMarkRead();
  const { mutate } = markRead;
  // Once per opened message, even when the detail refetches or effects run twice in development.
  const marked = useRef<string | null>(null);
  const unread = message.data?.read === false;

  useEffect(() => {
    if (unread && marked.current !== id) {
      marked.current = id;
      mutate(id);
    }
  }, [unread, id, mutate]);

  return (
    <Modal
      open
      width={560}
      title={message.data ? messageTitle(i18n, message.data) : t('messages.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="message-dialog"
    >
      {message.isPending && <Spin />}
      <QueryError query={message} />
      {message.data && (
        <>
          <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
            <Tag color={messageTagColor(message.data.type)}>{t(messageTypeKey(message.data.type))}</Tag>
            <Typography.Text type="secondary">{formatDateTime(message.data.createdAt)}</Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="message-content">
            {messageContent(i18n, message.data)}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
