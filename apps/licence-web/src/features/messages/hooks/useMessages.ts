import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@fleetkey/api-client';
import type { MessageType } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';

/** Messages shown in the header bell's list. */
const NOTICE_ITEMS = 5;
/** How often the header badge asks for the unread count (new messages arrive from the server's side). */
const UNREAD_POLL_MS = 60_000;

function useMessagesApi() {
  const client = useApiClient();
  return useMemo(() => messagesApi(client), [client]);
}

/** The message centre's filters: a type and a read state, either left open. */
export interface MessageFilter {
  type?: MessageType;
  read?: boolean;
}

/** One page of the user's messages, filtered; the answer also carries the unread count. */
export function useMessageList(filter: MessageFilter, page: number) {
  const api = useMessagesApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.messages, 'list', filter, page],
    queryFn: () => api.list({ ...filter, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * The header badge: the unread count (polled) and the newest unread messages. Silent on failure: a
 * badge that cannot load must not toast every minute.
 */
export function useUnreadNotices(enabled: boolean) {
  const api = useMessagesApi();
  const count = useQuery({
    queryKey: [QUERY_ROOTS.messages, 'unread-count'],
    queryFn: () => api.unreadCount(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    meta: { silentError: true },
  });
  const unreadCount = count.data?.count ?? 0;
  const latest = useQuery({
    queryKey: [QUERY_ROOTS.messages, 'latest-unread', unreadCount],
    queryFn: () => api.list({ read: false, limit: NOTICE_ITEMS }),
    enabled: enabled && unreadCount > 0,
    meta: { silentError: true },
  });
  return { count: unreadCount, latest: unreadCount > 0 ? (latest.data?.result ?? []) : [] };
}

/** One message. */
export function useMessage(id: string) {
  const api = useMessagesApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.messages, 'one', id],
    queryFn: () => api.get(id),
    meta: { silentError: true },
  });
}

/** Marking one message, or all, read; the list, the detail and the badge refresh after. */
export function useMarkRead() {
  const api = useMessagesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.messages] });
  const one = useMutation({ mutationFn: (id: string) => api.markRead(id), onSuccess: refresh });
  const all = useMutation({ mutationFn: () => api.markAllRead(), onSuccess: refresh });
  return { one, all };
}
