import type { DbcBindingView, DbcStrategyView, TelemetryRow } from '@fleetkey/contract';

/** The strategy that decodes a device's frames: its own binding wins over its type's; null when none. */
export function boundStrategy(
  device: { devid: string; devtype: string },
  bindings: readonly DbcBindingView[],
  strategies: readonly DbcStrategyView[],
): DbcStrategyView | null {
  const own = bindings.find((b) => b.devid === device.devid);
  const typeWide = bindings.find((b) => b.devid === null && b.devtype === device.devtype);
  const id = (own ?? typeWide)?.strategyId;
  return strategies.find((s) => s.id === id) ?? null;
}

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
