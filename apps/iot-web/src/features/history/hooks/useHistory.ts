import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { TELEMETRY_LIMIT_MAX } from '@fleetkey/contract';
import type { DeviceView, TelemetryAggregation, TelemetryInterval } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import { timezoneOffsetAt, toEpochSeconds, type TimeRange } from '../history-range';

/** A history search: a device, a range, and raw rows or an aggregation per interval. */
export interface HistorySearch {
  device: DeviceView;
  range: TimeRange;
  aggregation: TelemetryAggregation | 'none';
  interval: TelemetryInterval;
}

/**
 * The rows (or buckets) of a search, oldest first, up to the most one call answers: the chart needs the
 * whole range, and the table pages through the same rows.
 */
export function useHistory(search: HistorySearch | null) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.telemetry, 'history', search],
    queryFn: () => {
      if (!search) throw new Error('no search');
      const { device, range, aggregation, interval } = search;
      return api.telemetry.query(device.devid, {
        devtype: device.devtype,
        ...toEpochSeconds(range),
        limit: TELEMETRY_LIMIT_MAX,
        descend: false,
        ...(aggregation === 'none'
          ? {}
          : { aggregation, interval, timezoneOffset: timezoneOffsetAt(range.start) }),
      });
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The CSV of a device's rows in a range (GET /devices/data/download). */
export function useHistoryDownload() {
  const api = useIotApi();
  return useMutation({
    mutationFn: ({ device, range }: Pick<HistorySearch, 'device' | 'range'>) =>
      api.telemetry.download(device.devid, { devtype: device.devtype, ...toEpochSeconds(range) }),
  });
}
