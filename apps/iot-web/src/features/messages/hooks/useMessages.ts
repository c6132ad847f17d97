import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES_QUERY_ROOT, useMessagesApi } from '@fleetkey/web-kit';

/** Messages per page of the drawer. */
export const MESSAGE_PAGE_SIZE = 10;

/** One page of the user's messages, all or unread only; the answer carries the unread count too. */
export function useMessagePage(unreadOnly: boolean, page: number, enabled: boolean) {
  const api = useMessagesApi();
  return useQuery({
    queryKey: [MESSAGES_QUERY_ROOT, 'list', unreadOnly, page],
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
