const DAY_MS = 86_400_000;
// Zones run from UTC−12 to UTC+14: a local day lies within these margins of the same UTC date.
const BEFORE_MS = 14 * 3_600_000;
const AFTER_MS = DAY_MS + 12 * 3_600_000;

/** A range of local days: the instants [from, to) that can hold them, and the local day of an instant. */
export interface DayWindow {
  from: number;
  to: number;
  /** Every day of the range, YYYY-MM-DD, in order. */
  days: string[];
  /** The local day of an instant, or undefined when it falls outside the range. */
  dayOf: (ts: number) => string | undefined;
}

/** The window of local days from `from` to `to` (YYYY-MM-DD, inclusive) in a time zone. */
export function dayWindow(range: { from: string; to: string; timeZone: string }): DayWindow {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const last = Date.parse(`${range.to}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: range.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return {
    from: first - BEFORE_MS,
    to: last + AFTER_MS,
    days,
    dayOf: (ts) => {
      const date = format.format(ts);
      return date >= range.from && date <= range.to ? date : undefined;
    },
  };
}

/**
 * Counts per local day of a range, every day present, summed from quarter-hour buckets (GET /regist, the
 * AWPin and AWPX statistics): a quarter-hour bucket never straddles a local midnight, so its start names
 * its local day.
 */
export async function countByLocalDay(
  range: { from: string; to: string; timeZone: string },
  perQuarterHour: (from: number, to: number) => Promise<{ start: number; count: number }[]>,
): Promise<{ date: string; count: number }[]> {
  const window = dayWindow(range);
  const counts = new Map(window.days.map((day) => [day, 0]));
  for (const { start, count } of await perQuarterHour(window.from, window.to)) {
    const date = window.dayOf(start);
    if (date !== undefined) counts.set(date, (counts.get(date) ?? 0) + count);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}
