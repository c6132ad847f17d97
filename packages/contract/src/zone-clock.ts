// What a clock in an IANA time zone shows, read from Intl (the runtime's zone database; no fixed offset is
// ever assumed). One formatter per zone, kept: building one costs far more than using it.

/** A wall-clock time: what a clock in some zone shows. Months from 1. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `zone` shows at the moment `ms`. */
export function wallTimeIn(ms: number, zone: string): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatterOf(zone).formatToParts(new Date(ms)))
    if (type !== 'literal') parts[type] = Number(value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** A wall-clock time written as if it were UTC (epoch ms): what wall times are compared and shifted as. */
export function wallTimeAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as `2025-03-31 14:05:09+08:00`: what a clock in `zone` shows, and the zone's offset then. */
export function zonedMomentText(ms: number, zone: string): string {
  const wall = wallTimeIn(ms, zone);
  const offset = Math.round((wallTimeAsUtc(wall) - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const date = `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
  const time = `${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
  return `${date} ${time}${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
}
