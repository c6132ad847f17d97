import { useState } from 'react';
import { App, Badge, Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGE_TYPES } from '@fleetkey/contract';
import type { MessageType, MessageView } from '@fleetkey/contract';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/LoadError';
import { TABLE_PAGE_SIZE, tablePagination } from '../common/paging';
import { messageTagColor, messageTypeKey } from './message-labels';
import { useMarkRead, useMessageList } from './hooks/useMessages';
import type { MessageFilter } from './hooks/useMessages';
import { MessageDialog } from './components/MessageDialog';

type TypeFilter = MessageType | 'all';
type ReadFilter = 'all' | 'unread' | 'read';

/**
 * The message centre: the user's messages by type and read state, unread ones in bold. A message opens
 * in a dialog addressed by `?id=` (so the login redirect and the header link can open one); "mark all
 * read" asks first.
 */
export function MessageCentre() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('id');
  const [type, setType] = useState<TypeFilter>('all');
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const filter: MessageFilter = {
    type: type === 'all' ? undefined : type,
    read: read === 'all' ? undefined : read === 'read',
  };
  const list = useMessageList(filter, page);
  const { all: markAll } = useMarkRead();
  const unreadCount = list.data?.unreadCount ?? 0;

  const open = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id === null) params.delete('id');
        else params.set('id', id);
        return params;
      },
      { replace: id === null },
    );
  const confirmMarkAll = () => {
    modal.confirm({
      title: t('messages.markAllTitle'),
      content: t('messages.markAllConfirm', { count: unreadCount }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'mark-all-ok' },
      onOk: () => markAll.mutateAsync(),
    });
  };

  return (
    <>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12}>
          <Segmented<TypeFilter>
            value={type}
            onChange={(value) => {
              setType(value);
              setPage(1);
            }}
            options={(['all', ...Object.values(MESSAGE_TYPES)] as const).map((value) => ({
              value,
              label: value === 'all' ? t('messages.allTypes') : t(messageTypeKey(value)),
            }))}
          />
          <Segmented<ReadFilter>
            value={read}
            onChange={(value) => {
              setRead(value);
              setPage(1);
            }}
            options={(['all', 'unread', 'read'] as const).map((value) => ({
              value,
              label: <span data-testid={`message-filter-${value}`}>{t(`messages.readFilter.${value}`)}</span>,
            }))}
          />
        </Flex>
        <Button
          icon={<CheckOutlined />}
          disabled={unreadCount === 0}
          onClick={confirmMarkAll}
          data-testid="mark-all-read"
        >
          {t('messages.markAll')}
        </Button>
      </Flex>
      <QueryError query={list} />
      <div data-testid="message-table">
        <Table<MessageView>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.result}
          locale={{ emptyText: t('messages.empty') }}
          scroll={{ x: 'max-content' }}
          onRow={(m) => ({ onClick: () => open(m.id), style: { cursor: 'pointer' } })}
          pagination={tablePagination(t, {
            page,
            pageSize: TABLE_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            onChange: setPage,
          })}
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
                    {m.title}
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
      </div>
      {openId && <MessageDialog id={openId} onClose={() => open(null)} />}
    </>
  );
}
