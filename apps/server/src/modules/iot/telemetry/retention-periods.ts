import { DATA_RETENTION_DAYS, type DataRetentionDays } from '@fleetkey/contract';

// A device type's own retention (issue 35) as periods: from a time on, its devices' raw points and events
// are kept so many days (0: the server's setting). A row's retention class is the period its own time falls
// in, so it is a function of (device, time): the same row always lands in the same class, which PostgreSQL's
// partitions by class need (a key holds the class; a row written twice must meet itself). A change takes
// effect from the start of a coming UTC day, the day partitions' edge, far enough ahead that every node's
// cache of the periods (RETENTION_CACHE_MS) has the change before its first row.

const DAY_MS = 86_400_000;
/** Least time between a change and the day it takes effect on. */
export const RETENTION_CHANGE_LEAD_MS = 3 * 3_600_000;

/** From `from` (epoch ms) on, rows are kept `days` days (0: the server's setting). */
export interface RetentionPeriod {
  from: number;
  days: number;
}

/** The retention classes: 0 (the server's setting) and each day count a type may choose. */
export const RETENTION_CLASSES: readonly number[] = [0, ...DATA_RETENTION_DAYS];

/** The periods stored as JSON, oldest first; anything unreadable reads as none (the server's setting). */
export function parsePeriods(stored: string): RetentionPeriod[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (period): period is RetentionPeriod =>
        typeof period === 'object' &&
        period !== null &&
        typeof (period as RetentionPeriod).from === 'number' &&
        RETENTION_CLASSES.includes((period as RetentionPeriod).days),
    );
  } catch {
    return [];
  }
}

/** The class of a row of this time: the days of the last period begun by then, 0 before any. */
export function classAt(periods: readonly RetentionPeriod[], time: number): number {
  let days = 0;
  for (const period of periods) {
    if (period.from > time) break;
    days = period.days;
  }
  return days;
}

/** The periods of a new type: its setting for all its data. */
export function initialPeriods(days: DataRetentionDays | null | undefined): RetentionPeriod[] {
  return days ? [{ from: 0, days }] : [];
}

/**
 * The periods after setting `days` at `now`: from the start of the first UTC day at least
 * RETENTION_CHANGE_LEAD_MS away, replacing any change not in effect by then.
 */
export function periodsAfterChange(
  periods: readonly RetentionPeriod[],
  days: DataRetentionDays | null,
  now: number,
): RetentionPeriod[] {
  const from = Math.ceil((now + RETENTION_CHANGE_LEAD_MS) / DAY_MS) * DAY_MS;
  const kept = periods.filter((period) => period.from < from);
  return classAt(kept, from) === (days ?? 0) ? kept : [...kept, { from, days: days ?? 0 }];
}

/** The type's setting as the calls show it: the latest period's days and its start. */
export function retentionView(periods: readonly RetentionPeriod[]): {
  retentionDays: DataRetentionDays | null;
  retentionSince: number | null;
} {
  const latest = periods.at(-1);
  const days = DATA_RETENTION_DAYS.find((choice) => choice === latest?.days) ?? null;
  return { retentionDays: days, retentionSince: latest && latest.from > 0 ? latest.from : null };
}
