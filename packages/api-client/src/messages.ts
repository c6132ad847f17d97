import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, MessageType, MessageView } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** GET /messages: a page of messages and the unread count of all of them. */
export type MessageList = ListResult<MessageView> & { unreadCount: number };

/** The message centre's calls (licence-portal.md §7 messages) and the header's unread count. */
export function messagesApi(client: ApiClient) {
  return {
    /** GET /messages: the signed-in user's messages, optionally of one type and read state. */
    list: (query: PageQuery & { type?: MessageType; read?: boolean } = {}) =>
      client.get<MessageList>('/messages', {
        query: { ...toListQueryParams(query), type: query.type, read: query.read },
      }),
    /** GET /messages/unread: the count on the header's notice badge. */
    unreadCount: () => client.get<{ count: number }>('/messages/unread'),
    /** GET /messages/{id}: one message (reading it does not mark it read). */
    get: (id: string) => client.get<MessageView>(`/messages/${encodeURIComponent(id)}`),
    /** PUT /messages/read/{id}: marks one message read; answers it as now read. */
    markRead: (id: string) => client.put<MessageView>(`/messages/read/${encodeURIComponent(id)}`),
    /** PUT /messages/read/: marks every message read; answers how many were unread. */
    markAllRead: () => client.put<{ count: number }>('/messages/read/'),
  };
}
