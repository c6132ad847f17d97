import {
  TELEMETRY_BUCKETS_MAX,
  type TelemetryAggregation,
  type TelemetryInterval,
  type TelemetryRow,
} from '@fleetkey/contract';
import { bucketGrid, bucketRows, planReads } from './aggregation';
import type { ReadScope, telemetryReads } from './telemetry-reads.repository';
import { queryParameterError } from './time-range';

/** How rows are aggregated: per bucket of `interval`, days starting at the user's midnight. */
export interface BucketChoice {
  aggregation: TelemetryAggregation;
  interval: TelemetryInterval;
  timezoneOffset: number;
}

/**
 * Refuses an aggregation without both ends of the range, or with more buckets than one answer holds
 * (400 naming the parameter); answers the range. Checked before a download starts streaming.
 */
export function bucketRange(scope: ReadScope, choice: BucketChoice): { from: number; to: number } {
  const { from, to } = scope;
  if (from === undefined || to === undefined)
    throw queryParameterError(from === undefined ? 'starttime' : 'endtime', 'required');
  const grid = bucketGrid(choice.interval, choice.timezoneOffset);
  if ((to - from) / grid.widthMs > TELEMETRY_BUCKETS_MAX) throw queryParameterError('interval', 'invalid');
  return { from, to };
}

/** The scope's points aggregated per bucket: whole hours from the hourly rollup, the rest from raw points. */
export async function readBuckets(
  reads: ReturnType<typeof telemetryReads>,
  scope: ReadScope,
  choice: BucketChoice,
  descend: boolean,
): Promise<TelemetryRow[]> {
  const range = bucketRange(scope, choice);
  const grid = bucketGrid(choice.interval, choice.timezoneOffset);
  const plan = planReads(range, grid);
  const parts = await Promise.all([
    plan.hourly ? reads.hourlyBuckets(scope, plan.hourly, grid, choice.aggregation) : [],
    ...plan.raw.map((span) => reads.rawBuckets(scope, span, grid)),
  ]);
  return bucketRows(parts.flat(), choice.aggregation, descend);
}
