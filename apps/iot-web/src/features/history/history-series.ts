import type { TelemetryRow } from '@fleetkey/contract';
import type { LineSeries } from '../charts/line-series';

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

/** One line per point with numeric values, oldest first; rows without a number for it (empty buckets) are skipped. */
export function historySeries(rows: readonly TelemetryRow[], names: readonly string[]): LineSeries[] {
  return names
    .map((name) => ({
      name,
      points: rows
        .filter((row) => typeof row[name] === 'number')
        .map((row): [number, number] => [row.time, row[name] as number]),
    }))
    .filter((series) => series.points.length > 0);
}
