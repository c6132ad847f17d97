import { nextCronTimes, TASK_LIMITS, type TaskSchedule } from '@fleetkey/contract';

/**
 * The due time after `after` (epoch ms): a one-time task's time (even if past: it then runs at once), a cron
 * task's next match. A cron task that missed times while the server was down or the task paused runs once
 * for them, then keeps to its schedule: the caller passes `now` as `after`.
 */
export function nextDue(schedule: TaskSchedule, after: number): number | null {
  if (schedule.kind === 'once') return schedule.at ?? null;
  const [next] = nextCronTimes(schedule.cron ?? '', schedule.timezone, after, 1);
  return next ?? null;
}

/** The next run times a task's view lists, from `from` (a one-time task: its time, if not yet run). */
export function upcomingRuns(schedule: TaskSchedule, from: number): number[] {
  if (schedule.kind === 'once') return schedule.at !== undefined && schedule.at > from ? [schedule.at] : [];
  return nextCronTimes(schedule.cron ?? '', schedule.timezone, from, TASK_LIMITS.nextRuns);
}
