import { toListQueryParams } from '@fleetkey/contract';
import type {
  BroadcastDetail,
  BroadcastView,
  ListResult,
  MessageType,
  PushMessage,
  TicketDetail,
  TicketUpdate,
  TicketView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** The push lists' filters: a message type and text in the title or content. */
export interface PushListQuery extends PageQuery {
  type?: MessageType;
  search?: string;
  descend?: boolean;
}

const listParams = (query: PushListQuery) => ({
  ...toListQueryParams(query),
  type: query.type,
  search: query.search,
});

/** Message pushes (licence-portal.md §7 tickets and broadcasts): to every user, or to named users. */
export function pushesApi(client: ApiClient) {
  return {
    /** GET /broadcasts: a page of broadcasts, newest first unless told. */
    broadcasts: (query: PushListQuery = {}) =>
      client.get<ListResult<BroadcastView>>('/broadcasts', { query: listParams(query) }),
    /** GET /broadcasts/{id}: one broadcast and how many users read it. */
    broadcast: (id: string) => client.get<BroadcastDetail>(`/broadcasts/${encodeURIComponent(id)}`),
    /** POST /broadcasts: a message to every user of the platform. */
    broadcastToAll: (message: PushMessage) => client.post<BroadcastDetail>('/broadcasts', { body: message }),
    /** PUT /broadcasts/recall/{id}: removes its messages from every user's centre (once). */
    recall: (id: string) => client.put<BroadcastDetail>(`/broadcasts/recall/${encodeURIComponent(id)}`),

    /** GET /tickets: a page of targeted pushes, newest first unless told. */
    tickets: (query: PushListQuery = {}) =>
      client.get<ListResult<TicketView>>('/tickets', { query: listParams(query) }),
    /** GET /tickets/{id}: one targeted push with its targets. */
    ticket: (id: string) => client.get<TicketDetail>(`/tickets/${encodeURIComponent(id)}`),
    /** POST /tickets/mobiles: a message to the users with these full mobiles (all must exist). */
    pushToMobiles: (message: PushMessage, mobiles: string[]) =>
      client.post<TicketDetail>('/tickets/mobiles', { body: { ...message, mobiles } }),
    /** POST /tickets/userIds: a message to the users with these ids (all must exist). */
    pushToUserIds: (message: PushMessage, userIds: string[]) =>
      client.post<TicketDetail>('/tickets/userIds', { body: { ...message, userIds } }),
    /** PUT /tickets/{id}: a new title or content, also for the delivered messages. */
    updateTicket: (id: string, changes: TicketUpdate) =>
      client.put<TicketDetail>(`/tickets/${encodeURIComponent(id)}`, { body: changes }),
  };
}
