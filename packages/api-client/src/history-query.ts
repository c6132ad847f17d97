import type { QueryValue } from './client';

/** The range of a device history call: a device type, and epoch seconds, start inclusive, end exclusive. */
export interface HistoryRange {
  devtype?: string;
  starttime?: number;
  endtime?: number;
}

/**
 * `filter` of a device history call (iot-console.md §7 history query parameters): the conditions that are
 * set, as one JSON object, and no parameter at all when none is.
 */
export function historyFilter(conditions: Record<string, unknown>): string | undefined {
  const set = Object.entries(conditions).filter(([, value]) => value !== undefined);
  return set.length > 0 ? JSON.stringify(Object.fromEntries(set)) : undefined;
}

/** The query of a device history call over a range (data, events): the range, and the conditions as `filter`. */
export function historyQuery(
  range: HistoryRange,
  conditions: Record<string, unknown>,
): Record<string, QueryValue> {
  return {
    devtype: range.devtype,
    starttime: range.starttime,
    endtime: range.endtime,
    filter: historyFilter(conditions),
  };
}
