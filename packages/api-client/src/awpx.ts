import { toListQueryParams } from '@fleetkey/contract';
import type {
  AggregationProtocolView,
  AwpxStatistic,
  ListResult,
  UserProtocolSaveInput,
  UserProtocolView,
} from '@fleetkey/contract';
import type { StatisticsRangeQuery } from './awpin';
import type { ApiClient } from './client';

/** The user-protocol list's window, search and catalogue filter. */
export interface UserProtocolListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  search?: string;
  protocolId?: string;
}

/** AWPX, the packaged protocols (licence-portal.md §7 AWPX). */
export function awpxApi(client: ApiClient) {
  return {
    /** GET /awpx/aggregation_protocol: the catalogue with how many user protocols use each. */
    catalogue: () => client.get<AggregationProtocolView[]>('/awpx/aggregation_protocol'),
    /** GET /awpx/statistic: use of the catalogue and new definitions per day. */
    statistic: (range: StatisticsRangeQuery) =>
      client.get<AwpxStatistic>('/awpx/statistic', { query: { ...range } }),
    /** GET /awpx/user_protocol: a user's own, or (administrators) everyone's. */
    userProtocols: ({ search, protocolId, ...window }: UserProtocolListQuery = {}) =>
      client.get<ListResult<UserProtocolView>>('/awpx/user_protocol', {
        query: { ...toListQueryParams(window), search: search || undefined, protocolId },
      }),
    /** POST /awpx/user_protocol: saves the signed-in user's protocol by name. */
    saveUserProtocol: (body: UserProtocolSaveInput) =>
      client.post<UserProtocolView>('/awpx/user_protocol', { body }),
  };
}
