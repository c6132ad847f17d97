import type { TelemetryRow, TelemetryUpload, TelemetryValue } from '@fleetkey/contract';

/** One stored point: `num` for numbers and booleans (1/0), `str` for text. */
export interface PointRow {
  devid: string;
  key: string;
  ts: number;
  num: number | null;
  str: string | null;
  /** The server gave it its time (the row carried none): on a clash it moves to the next free millisecond. */
  stamped?: boolean;
  /** Sent as a boolean (stored as 1/0, not stored itself): rows made from the point show true/false again. */
  bool?: true;
}

/**
 * The key of the point that marks a row: the storage adds one at each (device, time) that has data, so
 * rows are counted and paged through a single key range and its rollup. Point names are never empty.
 */
export const ROW_MARKER = '';

/** The markers of the rows the points belong to, one per device and time. */
export function rowMarkers(points: readonly PointRow[]): PointRow[] {
  const seen = new Map<string, Set<number>>();
  const markers: PointRow[] = [];
  for (const { devid, ts } of points) {
    let times = seen.get(devid);
    if (!times) seen.set(devid, (times = new Set<number>()));
    if (times.has(ts)) continue;
    times.add(ts);
    markers.push({ devid, key: ROW_MARKER, ts, num: null, str: null });
  }
  return markers;
}

/**
 * Stamps rows that carry no time with the receive time, strictly increasing per device, so two rows of
 * one device received in the same millisecond do not collide on the primary key (devid, key, ts).
 */
export function createDeviceStamper(now: () => number): (devid: string) => number {
  const last = new Map<string, number>();
  return (devid) => {
    const previous = last.get(devid) ?? 0;
    const ts = Math.max(now(), previous + 1);
    last.set(devid, ts);
    return ts;
  };
}

function toColumns(value: TelemetryValue): Pick<PointRow, 'num' | 'str' | 'bool'> {
  if (typeof value === 'string') return { num: null, str: value };
  if (typeof value === 'boolean') return { num: Number(value), str: null, bool: true };
  return { num: value, str: null };
}

/** A point's value as a row shows it: text, a number, or true/false for a point sent as a boolean. */
export function pointValue({
  num,
  str,
  bool,
}: Pick<PointRow, 'num' | 'str' | 'bool'>): TelemetryValue | null {
  if (bool) return num === 1;
  return num ?? str;
}

/** The points of a valid upload, each row at its own time or stamped. */
export function toPointRows(
  devid: string,
  upload: TelemetryUpload,
  stamp: (devid: string) => number,
): PointRow[] {
  const points: PointRow[] = [];
  for (const row of upload) {
    const stamped = row.time === undefined;
    const ts = row.time ?? stamp(devid);
    for (const key in row.points) {
      const point: PointRow = { devid, key, ts, ...toColumns(row.points[key] as TelemetryValue) };
      if (stamped) point.stamped = true;
      points.push(point);
    }
  }
  return points;
}

/**
 * Booleans are stored as 1/0 (`num`): the points a device type declares as boolean only read back as
 * true/false. Rows are changed in place.
 */
export function restoreBooleans(rows: TelemetryRow[], booleanKeys: ReadonlySet<string>): TelemetryRow[] {
  if (booleanKeys.size === 0) return rows;
  for (const row of rows)
    for (const key of booleanKeys) {
      const value = row[key];
      if (value === 1 || value === 0) row[key] = value === 1;
    }
  return rows;
}

/** Points gathered into rows per time (iot-console.md §3 "Device data row"), in the order times first appear. */
export function toTelemetryRows(points: readonly Omit<PointRow, 'devid'>[]): TelemetryRow[] {
  const rows = new Map<number, TelemetryRow>();
  for (const point of points) {
    const { key, ts } = point;
    let row = rows.get(ts);
    if (!row) {
      row = { time: ts, isodate: new Date(ts).toISOString() };
      rows.set(ts, row);
    }
    row[key] = pointValue(point);
  }
  return [...rows.values()];
}
