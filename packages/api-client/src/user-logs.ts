import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, UserLogView } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** The signed-in user's own operation log (the Log page). */
export function userLogsApi(client: ApiClient) {
  return {
    /** GET /logs: a page of the user's operations, newest first. */
    list: (query: PageQuery = {}) =>
      client.get<ListResult<UserLogView>>('/logs', { query: toListQueryParams(query) }),
  };
}
