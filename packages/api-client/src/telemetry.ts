import type {
  TelemetryAccepted,
  TelemetryAggregation,
  TelemetryDeleted,
  TelemetryDevicesDownload,
  TelemetryInterval,
  TelemetryPage,
  TelemetryPoints,
  TelemetryTypeDownload,
  TelemetryUpdated,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer, QueryValue } from './client';
import { historyQuery } from './history-query';

/** A device-data range: epoch seconds, start inclusive and end exclusive, optionally some points only. */
export interface TelemetryRange {
  devtype?: string;
  starttime?: number;
  endtime?: number;
  /** Points to read (all when absent). */
  keys?: string[];
}

/** An aggregation per interval, as the chart and its CSV take it. */
export interface TelemetryAggregationParams {
  aggregation?: TelemetryAggregation;
  interval?: TelemetryInterval;
  /** Minutes as Date#getTimezoneOffset gives them (UTC+8 is -480): day buckets start at local midnight. */
  timezoneOffset?: number;
}

/** GET /devices/{devid}/data: a range, a window, an order, and optionally an aggregation per interval. */
export interface TelemetryQueryParams extends TelemetryRange {
  skip?: number;
  limit?: number;
  descend?: boolean;
  aggregation?: TelemetryAggregation;
  interval?: TelemetryInterval;
  /** Minutes as Date#getTimezoneOffset gives them (UTC+8 is -480): day buckets start at local midnight. */
  timezoneOffset?: number;
}

/** Some points only: `keys` in the filter, left out when it names none. */
const someKeys = (keys: string[] | undefined) => (keys?.length ? keys : undefined);

const rangeQuery = (range: TelemetryRange): Record<string, QueryValue> =>
  historyQuery(range, { keys: someKeys(range.keys) });

/** DELETE /devices/{devid}/data: the points of one row (`time`, epoch ms) or of a range, optionally some only. */
export interface TelemetryDeleteParams extends TelemetryRange {
  /** The exact time of the row to delete, epoch ms. */
  time?: number;
}

const deleteQuery = (params: TelemetryDeleteParams): Record<string, QueryValue> =>
  historyQuery(params, { keys: someKeys(params.keys), time: params.time });

/** The device data calls (iot-console.md §7 "Devices" data, history query parameters). */
export function telemetryApi(client: ApiClient) {
  const path = (devid: string) => `/devices/${encodeURIComponent(devid)}/data`;
  return {
    /** GET /devices/{devid}/data: rows (newest first unless told), or one row per bucket when aggregated. */
    query: (devid: string, params: TelemetryQueryParams = {}) =>
      client.get<TelemetryPage>(path(devid), {
        query: {
          ...rangeQuery(params),
          skip: params.skip,
          limit: params.limit,
          descend: params.descend,
          aggregation: params.aggregation,
          interval: params.aggregation ? params.interval : undefined,
          timezoneOffset: params.timezoneOffset,
        },
      }),
    /** POST /devices/{devid}/data: stores rows (`time` in epoch ms, then the points), as a device sends them. */
    upload: (devid: string, rows: ({ time?: number } & TelemetryPoints)[], devtype?: string) =>
      client.post<TelemetryAccepted>(path(devid), { query: { devtype }, body: rows }),
    /** PUT /devices/{devid}/data: writes the points at the row of `time` (epoch ms), replacing their values. */
    update: (devid: string, time: number, points: TelemetryPoints, devtype?: string) =>
      client.put<TelemetryUpdated>(path(devid), {
        query: { devtype, filter: JSON.stringify({ time }) },
        body: points,
      }),
    /** DELETE /devices/{devid}/data: the points of one row or of a range (the server needs one of them). */
    remove: (devid: string, params: TelemetryDeleteParams) =>
      client.delete<TelemetryDeleted>(path(devid), { query: deleteQuery(params) }),
    /** DELETE /devices/{devid}/data/clear: every stored point of the device, with its rollups. */
    clear: (devid: string, devtype?: string) =>
      client.delete<TelemetryDeleted>(`${path(devid)}/clear`, { query: { devtype } }),
    /** GET /devices/data/download: one device's rows (or buckets, when aggregated) in the range as CSV. */
    download: (devid: string, range: TelemetryRange & TelemetryAggregationParams = {}): Promise<FileAnswer> =>
      client.getFile('/devices/data/download', {
        query: {
          devid,
          ...rangeQuery(range),
          aggregation: range.aggregation,
          interval: range.aggregation ? range.interval : undefined,
          timezoneOffset: range.aggregation ? range.timezoneOffset : undefined,
        },
      }),
    /** POST /devices/data/download: the named devices' data as one CSV with a devid column. */
    downloadDevices: (body: Partial<TelemetryDevicesDownload> & Pick<TelemetryDevicesDownload, 'devids'>) =>
      client.file('POST', '/devices/data/download', { body }),
    /** PUT /devices/data/download: the data of every device of one type as one CSV. */
    downloadType: (body: Partial<TelemetryTypeDownload> & Pick<TelemetryTypeDownload, 'devtype'>) =>
      client.file('PUT', '/devices/data/download', { body }),
  };
}
