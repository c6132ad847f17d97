import type { DeviceEventPage, DeviceEventType } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** GET /devices/{devid}/event: a window, an order, a type or code, a range in epoch seconds. */
export interface DeviceEventQuery {
  devtype?: string;
  skip?: number;
  limit?: number;
  descend?: boolean;
  type?: DeviceEventType;
  code?: string;
  starttime?: number;
  endtime?: number;
}

/** The device event calls (iot-console.md §7 "Devices" events) the console reads. */
export function eventsApi(client: ApiClient) {
  return {
    /** GET /devices/{devid}/event: the device's events, newest first unless told. */
    list: (devid: string, query: DeviceEventQuery = {}) => {
      const filter: Record<string, string> = {};
      if (query.type) filter.type = query.type;
      if (query.code) filter.code = query.code;
      return client.get<DeviceEventPage>(`/devices/${encodeURIComponent(devid)}/event`, {
        query: {
          devtype: query.devtype,
          skip: query.skip,
          limit: query.limit,
          descend: query.descend,
          starttime: query.starttime,
          endtime: query.endtime,
          filter: Object.keys(filter).length ? JSON.stringify(filter) : undefined,
        },
      });
    },
  };
}
