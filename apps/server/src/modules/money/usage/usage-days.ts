import { wallTimeIn } from '@fleetkey/contract';

// Days and months as an account sees them: calendar dates in its IANA time zone. Usage rows are keyed by
// day (YYYY-MM-DD), bills by month (YYYY-MM); both compare correctly as strings.

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayIn(epochMs: number, zone: string): string {
  const { year, month, day } = wallTimeIn(epochMs, zone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The month (YYYY-MM) of a day. */
export const periodOfDay = (day: string): string => day.slice(0, 7);

/** The month before `period`. */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The month after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The days of a month as a half-open range of day strings: [first day, first day of the next month). */
export const daysOfPeriod = (period: string) => ({ from: `${period}-01`, to: `${nextPeriod(period)}-01` });
