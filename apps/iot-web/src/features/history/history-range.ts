import { TELEMETRY_INTERVALS } from '@fleetkey/contract';
import type { HISTORY_QUICK_RANGE_DAYS, TelemetryInterval } from '@fleetkey/contract';

// The history page's time arithmetic, kept free of React and of the date picker so it can be tested.

const DAY_MS = 86_400_000;
/** About this many buckets make a readable line; the interval is chosen to come close without passing. */
export const TARGET_BUCKETS = 1000;

/** A range in epoch ms: start inclusive, end exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A quick range of iot-console.md §2: last week, 30 days, 90 days, ending now. */
export function quickRange(days: (typeof HISTORY_QUICK_RANGE_DAYS)[number], now: number): TimeRange {
  return { start: now - days * DAY_MS, end: now };
}

/** The range as the data calls take it: epoch seconds (start inclusive, end exclusive). */
export function toEpochSeconds(range: TimeRange): { starttime: number; endtime: number } {
  return { starttime: Math.floor(range.start / 1000), endtime: Math.ceil(range.end / 1000) };
}

/** Whether a range can be searched: it starts before it ends. */
export function isValidRange(range: TimeRange | null): range is TimeRange {
  return range !== null && range.start < range.end;
}

const INTERVALS = (Object.entries(TELEMETRY_INTERVALS) as [TelemetryInterval, number][]).sort(
  (a, b) => a[1] - b[1],
);

/** The smallest bucket width that keeps the range within TARGET_BUCKETS buckets (the widest for huge ranges). */
export function autoInterval(range: TimeRange): TelemetryInterval {
  const span = range.end - range.start;
  const fit = INTERVALS.find(([, ms]) => span / ms <= TARGET_BUCKETS);
  return (fit ?? INTERVALS[INTERVALS.length - 1])?.[0] ?? '1h';
}

/** The browser's zone as the calls take it: minutes behind UTC (UTC+8 is -480), at the range's start. */
export function timezoneOffsetAt(ms: number): number {
  return new Date(ms).getTimezoneOffset();
}
