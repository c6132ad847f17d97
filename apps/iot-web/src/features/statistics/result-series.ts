import type { StatisticResultView } from '@fleetkey/contract';
import type { LineSeries } from '../charts/line-series';

/**
 * The chart's lines: one per device, each window's value at its start, in window order. Results come
 * oldest first from the server; they are sorted again so a line never doubles back.
 */
export function resultSeries(results: readonly StatisticResultView[]): LineSeries[] {
  const byDevice = new Map<string, [number, number][]>();
  for (const result of results) {
    const points = byDevice.get(result.devid) ?? [];
    points.push([result.windowStart, result.value]);
    byDevice.set(result.devid, points);
  }
  return [...byDevice.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, points]) => ({ name, points: points.sort((a, b) => a[0] - b[0]) }));
}
