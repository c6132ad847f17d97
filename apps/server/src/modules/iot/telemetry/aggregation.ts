import {
  TELEMETRY_INTERVALS,
  type TelemetryAggregation,
  type TelemetryInterval,
  type TelemetryRow,
} from '@fleetkey/contract';
import { HOUR_MS, mergeAggregates, type PartialAggregate } from './rollup';

// Buckets of an aggregated query. A bucket starts at ((t + align) ÷ width) × width − align: `align` moves
// the grid to the user's midnight (timezoneOffset) and, for weeks, to Monday (epoch day 0 was a Thursday).
// Whole hours inside the range come from the hourly rollup when the grid lines fall on UTC hours; the
// minutes at either end, and every finer grid, come from the raw points.

const DAY_MS = 86_400_000;
const MONDAY_ALIGN_MS = 3 * DAY_MS;

/** The bucket grid of a query. */
export interface BucketGrid {
  widthMs: number;
  alignMs: number;
}

/** A half-open time span [from, to) in epoch ms. */
export interface Span {
  from: number;
  to: number;
}

/** Where each part of a range is read from. */
export interface ReadPlan {
  hourly: Span | undefined;
  raw: Span[];
}

/** The grid of an interval in the user's zone (`timezoneOffset` minutes as Date#getTimezoneOffset gives them). */
export function bucketGrid(interval: TelemetryInterval, timezoneOffset: number): BucketGrid {
  const widthMs = TELEMETRY_INTERVALS[interval];
  const localShift = -timezoneOffset * 60_000;
  const alignMs = localShift + (widthMs === 7 * DAY_MS ? MONDAY_ALIGN_MS : 0);
  // A positive, equivalent alignment keeps every (t + align) positive, so integer division floors.
  return { widthMs, alignMs: ((alignMs % widthMs) + widthMs) % widthMs };
}

/** Start of the bucket holding `ts`. */
export function bucketOf(ts: number, grid: BucketGrid): number {
  return Math.floor((ts + grid.alignMs) / grid.widthMs) * grid.widthMs - grid.alignMs;
}

/** Splits [from, to) into whole rollup hours and raw edges, or all raw when the grid is finer than hours. */
export function planReads(span: Span, grid: BucketGrid): ReadPlan {
  const hourGrid = grid.widthMs % HOUR_MS === 0 && grid.alignMs % HOUR_MS === 0;
  const firstHour = Math.ceil(span.from / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(span.to / HOUR_MS) * HOUR_MS;
  if (!hourGrid || firstHour >= lastHour) return { hourly: undefined, raw: [span] };
  const raw = [
    { from: span.from, to: firstHour },
    { from: lastHour, to: span.to },
  ].filter((edge) => edge.to > edge.from);
  return { hourly: { from: firstHour, to: lastHour }, raw };
}

/** One point's aggregate in one bucket, as a read answers it. */
export interface BucketPart extends PartialAggregate {
  bucket: number;
  key: string;
}

/** The fields of a part each aggregation's value is made of (valueOf reads no others). */
export const AGGREGATE_FIELDS: Record<TelemetryAggregation, readonly (keyof PartialAggregate)[]> = {
  count: ['cnt'],
  avg: ['ncnt', 'sum'],
  sum: ['sum'],
  min: ['min'],
  max: ['max'],
};

function valueOf(aggregate: PartialAggregate, aggregation: TelemetryAggregation): number | null {
  switch (aggregation) {
    case 'count':
      return aggregate.cnt;
    case 'avg':
      return aggregate.ncnt > 0 && aggregate.sum !== null ? aggregate.sum / aggregate.ncnt : null;
    case 'sum':
      return aggregate.sum;
    case 'min':
      return aggregate.min;
    case 'max':
      return aggregate.max;
  }
}

/** The parts merged into one row per bucket, ordered by time (newest first when `descend`). */
export function bucketRows(
  parts: readonly BucketPart[],
  aggregation: TelemetryAggregation,
  descend: boolean,
): TelemetryRow[] {
  const buckets = new Map<number, Map<string, PartialAggregate>>();
  // A part is its own aggregate (its bucket and key aside): no copy of each of a chart's thousands.
  for (const part of parts) {
    let points = buckets.get(part.bucket);
    if (!points) buckets.set(part.bucket, (points = new Map<string, PartialAggregate>()));
    const current = points.get(part.key);
    points.set(part.key, current ? mergeAggregates(current, part) : part);
  }
  const times = [...buckets.keys()].sort((a, b) => (descend ? b - a : a - b));
  return times.map((time) => {
    const row: TelemetryRow = { time, isodate: new Date(time).toISOString() };
    for (const [key, aggregate] of buckets.get(time) ?? []) row[key] = valueOf(aggregate, aggregation);
    return row;
  });
}
