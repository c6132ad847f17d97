import { useState } from 'react';
import { App, Button, Flex, Segmented } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@fleetkey/api-client';
import { MESSAGE_TYPES } from '@fleetkey/contract';
import type { MessageType } from '@fleetkey/contract';
import { QueryError, useMarkRead } from '@fleetkey/web-kit';
import { listPageOf } from '../common/ListTable';
import { messageTypeKey } from './message-labels';
import { useMessageList } from './hooks/useMessages';
import type { MessageFilter } from './hooks/useMessages';
import { MessageDialog } from './components/MessageDialog';
import { MessageTable } from './components/MessageTable';

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

  // Messages are the users' (an administrator who opens this address is refused): the refusal alone, not
  // filters and a "No messages" table beneath it.
  if (list.error instanceof ApiError && list.error.status === 403) return <QueryError query={list} />;

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
      <MessageTable {...listPageOf(list, page, setPage)} onOpen={open} />
      {openId && <MessageDialog id={openId} onClose={() => open(null)} />}
    </>
  );
}
