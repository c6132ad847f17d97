import type { TelemetryRow } from '@fleetkey/contract';

/** A point's newest value and when it came. */
export interface LatestValue {
  value: unknown;
  time: number;
}

/**
 * The newest value of each named point among rows in any order (stored ones and live ones together): the
 * CAN tab shows one line per decoded signal.
 */
export function latestValues(
  rows: readonly TelemetryRow[],
  points: readonly string[],
): Record<string, LatestValue> {
  const latest: Record<string, LatestValue> = {};
  for (const row of rows) {
    for (const point of points) {
      const value = row[point];
      if (value === undefined) continue;
      const seen = latest[point];
      if (!seen || row.time > seen.time) latest[point] = { value, time: row.time };
    }
  }
  return latest;
}
