import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageType } from '@fleetkey/contract';
import { useMessagesApi } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';

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

/** One message. */
export function useMessage(id: string) {
  const api = useMessagesApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.messages, 'one', id],
    queryFn: () => api.get(id),
    meta: { silentError: true },
  });
}
