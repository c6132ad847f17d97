import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { TELEMETRY_LIMIT_MAX } from '@fleetkey/contract';
import type { DeviceView, TelemetryAggregation, TelemetryInterval, TelemetryPage } from '@fleetkey/contract';
import type { TelemetryAggregationParams, TelemetryQueryParams, TelemetryRange } from '@fleetkey/api-client';
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
 * The query of a search: the newest rows (or buckets) up to the most one call answers — a range holding
 * more shows its latest part, which is what someone looking at history wants first.
 */
export function historyQuery({ device, range, aggregation, interval }: HistorySearch): TelemetryQueryParams {
  return {
    devtype: device.devtype,
    ...toEpochSeconds(range),
    limit: TELEMETRY_LIMIT_MAX,
    descend: true,
    ...(aggregation === 'none'
      ? {}
      : { aggregation, interval, timezoneOffset: timezoneOffsetAt(range.start) }),
  };
}

/** The page oldest first, as the chart draws it and the table pages through it. */
export function oldestFirst(page: TelemetryPage): TelemetryPage {
  return { ...page, result: [...page.result].reverse() };
}

/** The rows (or buckets) of a search, oldest first (see historyQuery for which ones). */
export function useHistory(search: HistorySearch | null) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.telemetry, 'history', search],
    queryFn: () => {
      if (!search) throw new Error('no search');
      return api.telemetry.query(search.device.devid, historyQuery(search));
    },
    select: oldestFirst,
    enabled: search !== null,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The download of a search: the same range, aggregation and interval as its chart, every row of it. */
export function historyDownloadParams({
  device,
  range,
  aggregation,
  interval,
}: HistorySearch): TelemetryRange & TelemetryAggregationParams {
  return {
    devtype: device.devtype,
    ...toEpochSeconds(range),
    ...(aggregation === 'none'
      ? {}
      : { aggregation, interval, timezoneOffset: timezoneOffsetAt(range.start) }),
  };
}

/** The CSV of a search (GET /devices/data/download): raw rows, or the chart's buckets when aggregated. */
export function useHistoryDownload() {
  const api = useIotApi();
  return useMutation({
    mutationFn: (search: HistorySearch) =>
      api.telemetry.download(search.device.devid, historyDownloadParams(search)),
  });
}
