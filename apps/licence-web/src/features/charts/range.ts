import { browserTimeZone } from '@fleetkey/web-kit';

/** Lengths of the statistics' range, in days ending today. */
export const STAT_RANGES = [7, 30, 90] as const;
/** A length of the statistics' range. */
export type StatRange = (typeof STAT_RANGES)[number];

// YYYY-MM-DD of a local date.
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last `days` local days up to today, and the browser's zone the server counts them in. */
export function lastDays(
  days: StatRange,
  now: Date = new Date(),
): { from: string; to: string; timeZone: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: day(start), to: day(now), timeZone: browserTimeZone() };
}
