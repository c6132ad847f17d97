import type {
  DeviceConnectionEvent,
  DeviceConnectionPage,
  DeviceRejectionPage,
  DeviceRejectionReason,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A window of a device log: skip and limit, newest first unless `descend` is false. */
export interface DeviceLogQuery {
  devtype?: string;
  skip?: number;
  limit?: number;
  descend?: boolean;
  /** Only the count (`totalCount`, and `recentCount` of rejections), no rows. */
  aggregation?: 'count';
}

const filterOf = (filter: Record<string, string | undefined>) => {
  const set = Object.entries(filter).filter(([, value]) => value !== undefined);
  return set.length > 0 ? JSON.stringify(Object.fromEntries(set)) : undefined;
};

/** What the owner reads about a device's refused messages and its connections (issue 12). */
export function deviceLogsApi(client: ApiClient) {
  const path = (devid: string) => `/devices/${encodeURIComponent(devid)}`;
  const window = (query: DeviceLogQuery) => ({
    devtype: query.devtype,
    skip: query.skip,
    limit: query.limit,
    descend: query.descend,
    aggregation: query.aggregation,
  });
  return {
    /** GET /devices/{devid}/rejections: the last 7 days' rejections and how many there were in all. */
    rejections: (devid: string, query: DeviceLogQuery & { reason?: DeviceRejectionReason } = {}) =>
      client.get<DeviceRejectionPage>(`${path(devid)}/rejections`, {
        query: { ...window(query), filter: filterOf({ reason: query.reason }) },
      }),
    /** GET /devices/{devid}/connections: the last 7 days' connects, disconnects and refusals. */
    connections: (devid: string, query: DeviceLogQuery & { event?: DeviceConnectionEvent } = {}) =>
      client.get<DeviceConnectionPage>(`${path(devid)}/connections`, {
        query: { ...window(query), filter: filterOf({ event: query.event }) },
      }),
  };
}
