// Days and months as an account sees them: calendar dates in its IANA time zone. Usage rows are keyed by
// day (YYYY-MM-DD), bills by month (YYYY-MM); both compare correctly as strings.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayIn(epochMs: number, zone: string): string {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterOf(zone).formatToParts(epochMs)) parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day}`;
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
