import {
  nextCronTimes,
  TASK_LIMITS,
  wallTimeAsUtc,
  wallTimeIn,
  type TaskSchedule,
  type WallTime,
} from '@fleetkey/contract';
import { browserTimeZone } from '@fleetkey/web-kit';

// The cron helper's presets and how the console writes a schedule and its times. Times of a task are shown
// in the task's own zone (where "09:00" means 09:00), and in the browser's when that differs.

/** The cron helper's presets, each a 5-field expression. */
export const CRON_PRESETS = [
  { key: 'everyMinute', cron: '* * * * *' },
  { key: 'everyHour', cron: '0 * * * *' },
  { key: 'dailyAt9', cron: '0 9 * * *' },
  { key: 'weekdaysAt9', cron: '0 9 * * 1-5' },
  { key: 'mondaysAt9', cron: '0 9 * * 1' },
  { key: 'monthlyFirst', cron: '0 0 1 * *' },
] as const;
/** A preset's key (its name under `tasks.presets`). */
export type CronPresetKey = (typeof CRON_PRESETS)[number]['key'];

/** The preset an expression is (spaces between fields do not count), if any. */
export function presetOf(cron: string): CronPresetKey | undefined {
  const normal = cron.trim().split(/\s+/).join(' ');
  return CRON_PRESETS.find((preset) => preset.cron === normal)?.key;
}

/** The zones the runtime knows, for the zone picker; `UTC` and the browser's always among them. */
export function timeZoneNames(): string[] {
  // Intl.supportedValuesOf lists canonical zones only, without UTC; some browsers lack it altogether.
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', browserTimeZone(), ...listed])].sort();
}

/**
 * The moment a clock in `zone` shows `wall`; a time skipped by a daylight-saving change (02:30 as clocks go
 * 02:00 → 03:00) is read with the offset before the change, so it moves forward by the change. The zone's
 * offset is read at a first guess, then again at the answer, as it may differ there.
 */
export function epochOfWallTime(wall: WallTime, zone: string): number {
  const target = wallTimeAsUtc(wall);
  const offsetAt = (ms: number) => wallTimeAsUtc(wallTimeIn(ms, zone)) - ms;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  const candidates = [Math.min(first, second), Math.max(first, second)];
  return candidates.find((ms) => wallTimeAsUtc(wallTimeIn(ms, zone)) === target) ?? Math.max(first, second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-03-31 09:00` as a clock in `zone` shows the moment (seconds only when there are any). */
export function formatInZone(ms: number, zone: string): string {
  const w = wallTimeIn(ms, zone);
  const seconds = w.second === 0 ? '' : `:${pad(w.second)}`;
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}${seconds}`;
}

/** The short weekday of the moment in `zone`, in the UI language (`周一`, `Mon`). */
export function weekdayInZone(ms: number, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: zone, weekday: 'short' }).format(new Date(ms));
}

/** The next run times the cron helper lists for an expression (none while it is not valid). */
export function nextRunsOf(cron: string, zone: string, now: number): number[] {
  if (!cron.trim()) return [];
  return nextCronTimes(cron.trim(), zone, now, TASK_LIMITS.nextRuns);
}

/**
 * A schedule in words: a preset's name and its expression, or the expression, with the zone; a one-time
 * task's time in its zone. `t` is i18next's translate.
 */
export function describeSchedule(
  schedule: TaskSchedule,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const zone = schedule.timezone;
  if (schedule.kind === 'once')
    return t('tasks.schedule.onceAt', { time: schedule.at ? formatInZone(schedule.at, zone) : '—', zone });
  const cron = schedule.cron ?? '';
  const preset = presetOf(cron);
  // Non-breaking spaces: a narrow column wraps around the expression, never inside it ("0 9 *" / "* 1-5").
  const shown = cron.replace(/ /g, '\u00a0');
  return preset
    ? t('tasks.schedule.presetIn', { preset: t(`tasks.presets.${preset}`), cron: shown, zone })
    : t('tasks.schedule.cronIn', { cron: shown, zone });
}
