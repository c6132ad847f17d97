import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';

/** First element of every messages query key, in both consoles. */
export const MESSAGES_QUERY_ROOT = 'messages';
/** Messages in the header bell's list. */
const NOTICE_ITEMS = 5;
/** How often the bell asks for the unread count (new messages arrive from the server's side). */
const UNREAD_POLL_MS = 60_000;

/** The signed-in user's messages api over the console's client. */
export function useMessagesApi() {
  const client = useApiClient();
  return useMemo(() => messagesApi(client), [client]);
}

/**
 * The header bell: the unread count (polled) and the newest unread messages. Silent on failure: a badge
 * that cannot load must not toast every minute.
 */
export function useUnreadNotices(enabled: boolean) {
  const api = useMessagesApi();
  const count = useQuery({
    queryKey: [MESSAGES_QUERY_ROOT, 'unread-count'],
    queryFn: () => api.unreadCount(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    meta: { silentError: true },
  });
  const unreadCount = count.data?.count ?? 0;
  const latest = useQuery({
    queryKey: [MESSAGES_QUERY_ROOT, 'latest-unread', unreadCount],
    queryFn: () => api.list({ read: false, limit: NOTICE_ITEMS }),
    enabled: enabled && unreadCount > 0,
    meta: { silentError: true },
  });
  return { count: unreadCount, latest: unreadCount > 0 ? (latest.data?.result ?? []) : [] };
}

/** Marking one message, or all, read; every messages query (lists, detail, bell) refreshes after. */
export function useMarkRead() {
  const api = useMessagesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MESSAGES_QUERY_ROOT] });
  const one = useMutation({ mutationFn: (id: string) => api.markRead(id), onSuccess: refresh });
  const all = useMutation({ mutationFn: () => api.markAllRead(), onSuccess: refresh });
  return { one, all };
}
