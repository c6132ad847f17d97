import type {
  DeviceEventCreate,
  DeviceEventPage,
  DeviceEventsDeleted,
  DeviceEventsUpdated,
  DeviceEventType,
  DeviceEventUpdate,
  DeviceEventView,
} from '@fleetkey/contract';
import type { ApiClient, QueryValue } from './client';
import { historyQuery } from './history-query';

/** Which events: a type or code, a range in epoch seconds (the list, and the change or delete of many). */
export interface DeviceEventMatch {
  devtype?: string;
  type?: DeviceEventType;
  code?: string;
  starttime?: number;
  endtime?: number;
}

/** GET /devices/{devid}/event: the events matching, a window and an order. */
export interface DeviceEventQuery extends DeviceEventMatch {
  skip?: number;
  limit?: number;
  descend?: boolean;
}

const matchQuery = (match: DeviceEventMatch): Record<string, QueryValue> =>
  historyQuery(match, { type: match.type, code: match.code || undefined });

/** The device event calls (iot-console.md §7 "Devices" events). */
export function eventsApi(client: ApiClient) {
  const path = (devid: string) => `/devices/${encodeURIComponent(devid)}/event`;
  const one = (devid: string, eventid: string) => `${path(devid)}/${encodeURIComponent(eventid)}`;
  return {
    /** GET /devices/{devid}/event: the device's events, newest first unless told. */
    list: (devid: string, query: DeviceEventQuery = {}) =>
      client.get<DeviceEventPage>(path(devid), {
        query: { ...matchQuery(query), skip: query.skip, limit: query.limit, descend: query.descend },
      }),
    /** POST /devices/{devid}/event: records an event as the device would report it. */
    create: (
      devid: string,
      event: Partial<DeviceEventCreate> & Pick<DeviceEventCreate, 'code'>,
      devtype?: string,
    ) => client.post<DeviceEventView>(path(devid), { query: { devtype }, body: event }),
    /** PUT /devices/{devid}/event/{eventid}: corrects one event's code, type, description or data. */
    update: (devid: string, eventid: string, change: DeviceEventUpdate, devtype?: string) =>
      client.put<DeviceEventView>(one(devid, eventid), { query: { devtype }, body: change }),
    /** PUT /devices/{devid}/event: makes the same change to every event matching (one condition at least). */
    updateMatching: (devid: string, match: DeviceEventMatch, change: DeviceEventUpdate) =>
      client.put<DeviceEventsUpdated>(path(devid), { query: matchQuery(match), body: change }),
    /** DELETE /devices/{devid}/event/{eventid}: one event. */
    remove: (devid: string, eventid: string, devtype?: string) =>
      client.delete<DeviceEventsDeleted>(one(devid, eventid), { query: { devtype } }),
    /** POST /devices/{devid}/event/batch/delete: the events named (those already gone are skipped). */
    removeMany: (devid: string, eventids: string[], devtype?: string) =>
      client.post<DeviceEventsDeleted>(`${path(devid)}/batch/delete`, {
        query: { devtype },
        body: { eventids },
      }),
    /** DELETE /devices/{devid}/event: every event matching (one condition at least). */
    removeMatching: (devid: string, match: DeviceEventMatch) =>
      client.delete<DeviceEventsDeleted>(path(devid), { query: matchQuery(match) }),
  };
}
