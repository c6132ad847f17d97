import type { StatisticWindow } from './statistic-calls';
import { wallTimeAsUtc, wallTimeIn } from './zone-clock';

// Window boundaries read on the wall clock of an IANA time zone: a day runs from one local midnight to the
// next (23 or 25 hours across a daylight-saving change), a week from Monday's midnight, a month from the
// 1st's. Hours are the zone's clock hours, so the repeated hour of an autumn change is two windows. The
// offsets come from Intl (the runtime's zone database); no fixed offset is ever assumed. The server computes
// and checks windows with these; the console uses them to offer a window for a result added by hand.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The wall-clock time at `ts` in the zone, written as if it were UTC (epoch ms, whole seconds). */
function wallClock(ts: number, timeZone: string): number {
  return wallTimeAsUtc(wallTimeIn(ts, timeZone));
}

/** The zone's offset from UTC at `ts`, ms (positive east of Greenwich). */
export function zoneOffset(ts: number, timeZone: string): number {
  const whole = Math.floor(ts / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

/**
 * The instant a wall-clock time (written as UTC) happens in the zone. Two passes settle the offset on the
 * far side of a change; a time skipped by a spring change lands just after the gap.
 */
function instantOf(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** Local midnight of the wall-clock date (y, m, d may overflow: Date.UTC carries them). */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  return instantOf(Date.UTC(year, month, day), timeZone);
}

/** Start of the window holding `ts`. */
export function windowStart(ts: number, window: StatisticWindow, timeZone: string): number {
  if (window === 'hour') {
    const offset = zoneOffset(ts, timeZone);
    return Math.floor((ts + offset) / HOUR_MS) * HOUR_MS - offset;
  }
  const wall = new Date(wallClock(ts, timeZone));
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  if (window === 'day') return midnight(year, month, day, timeZone);
  if (window === 'week') return midnight(year, month, day - ((wall.getUTCDay() + 6) % 7), timeZone);
  return midnight(year, month, 1, timeZone);
}

/** End of the window starting at `start` (the next window's start). */
export function windowEnd(start: number, window: StatisticWindow, timeZone: string): number {
  if (window === 'hour') return start + HOUR_MS;
  // Noon of the window's first day names its date whatever the offset did around midnight.
  const wall = new Date(wallClock(start + DAY_MS / 2, timeZone));
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  if (window === 'day') return midnight(year, month, day + 1, timeZone);
  if (window === 'week') return midnight(year, month, day + 7, timeZone);
  return midnight(year, month + 1, 1, timeZone);
}
