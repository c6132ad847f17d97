import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every messages query key. */
const MESSAGES = 'messages';
/** Messages in the bell's list. */
const NOTICE_ITEMS = 5;
/** Messages per page of the drawer. */
export const MESSAGE_PAGE_SIZE = 10;
/** How often the bell asks for the unread count (messages arrive from the server's side). */
const UNREAD_POLL_MS = 60_000;

function useMessagesApi() {
  const client = useApiClient();
  return useMemo(() => messagesApi(client), [client]);
}

/**
 * The bell: the unread count (polled) and the newest unread messages. Silent on failure: a badge that
 * cannot load must not toast every minute.
 */
export function useUnreadNotices(enabled: boolean) {
  const api = useMessagesApi();
  const count = useQuery({
    queryKey: [MESSAGES, 'unread-count'],
    queryFn: () => api.unreadCount(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    meta: { silentError: true },
  });
  const unreadCount = count.data?.count ?? 0;
  const latest = useQuery({
    queryKey: [MESSAGES, 'latest-unread', unreadCount],
    queryFn: () => api.list({ read: false, limit: NOTICE_ITEMS }),
    enabled: enabled && unreadCount > 0,
    meta: { silentError: true },
  });
  return { count: unreadCount, latest: unreadCount > 0 ? (latest.data?.result ?? []) : [] };
}

/** One page of the user's messages, all or unread only; the answer carries the unread count too. */
export function useMessagePage(unreadOnly: boolean, page: number, enabled: boolean) {
  const api = useMessagesApi();
  return useQuery({
    queryKey: [MESSAGES, 'list', unreadOnly, page],
    queryFn: () =>
      api.list({
        ...(unreadOnly ? { read: false } : {}),
        skip: (page - 1) * MESSAGE_PAGE_SIZE,
        limit: MESSAGE_PAGE_SIZE,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Marking one message, or all, read; the list and the bell refresh after. */
export function useMarkRead() {
  const api = useMessagesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MESSAGES] });
  const one = useMutation({ mutationFn: (id: string) => api.markRead(id), onSuccess: refresh });
  const all = useMutation({ mutationFn: () => api.markAllRead(), onSuccess: refresh });
  return { one, all };
}
