import type { TelemetryRow } from '@fleetkey/contract';
import type { LineSeries } from '../charts/line-series';

/** A point value as a chart plots it: numbers as they are, booleans as 1/0 (a step between off and on). */
export function chartValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

/**
 * A point's line through rows, in the rows' order: its numeric (or boolean, as 1/0) values, rows without
 * one (empty buckets) skipped; a line of true/false values only is marked boolean, to read as words.
 */
export function pointLine(name: string, rows: readonly TelemetryRow[]): LineSeries {
  const points: [number, number][] = [];
  let booleansOnly = true;
  for (const row of rows) {
    const value = chartValue(row[name]);
    if (value === undefined) continue;
    points.push([row.time, value]);
    if (typeof row[name] !== 'boolean') booleansOnly = false;
  }
  return { name, points, boolean: points.length > 0 && booleansOnly };
}
