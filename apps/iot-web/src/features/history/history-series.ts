import type { TelemetryRow } from '@fleetkey/contract';
import type { LineSeries } from '../charts/line-series';
import { pointLine } from '../common/chart-value';

/** The point names of rows, in order of first appearance. */
export function pointNames(rows: readonly TelemetryRow[]): string[] {
  const names: string[] = [];
  for (const row of rows) {
    for (const name of Object.keys(row)) {
      if (name !== 'time' && name !== 'isodate' && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/**
 * One line per point with numeric (or boolean, as 1/0) values, oldest first; rows without a value for it
 * (empty buckets) are skipped.
 */
export function historySeries(rows: readonly TelemetryRow[], names: readonly string[]): LineSeries[] {
  return names.map((name) => pointLine(name, rows)).filter((series) => series.points.length > 0);
}
