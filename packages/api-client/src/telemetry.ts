import type {
  TelemetryAggregation,
  TelemetryDeleted,
  TelemetryDevicesDownload,
  TelemetryInterval,
  TelemetryPage,
  TelemetryTypeDownload,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer, QueryValue } from './client';

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

function rangeQuery(range: TelemetryRange): Record<string, QueryValue> {
  return {
    devtype: range.devtype,
    starttime: range.starttime,
    endtime: range.endtime,
    filter: range.keys?.length ? JSON.stringify({ keys: range.keys }) : undefined,
  };
}

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
