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
  const values = rows.flatMap((row) => (chartValue(row[name]) === undefined ? [] : [row[name]]));
  return {
    name,
    points: rows.flatMap((row): [number, number][] => {
      const value = chartValue(row[name]);
      return value === undefined ? [] : [[row.time, value]];
    }),
    boolean: values.length > 0 && values.every((value) => typeof value === 'boolean'),
  };
}
