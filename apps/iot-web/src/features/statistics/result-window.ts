import { windowEnd, windowStart, type StatisticExampleView } from '@fleetkey/contract';
import { epochOfWallTime } from '../tasks/task-schedule';

/** A day (and for hourly windows an hour) as a picker gives it: what a clock in the example's zone shows. */
export interface PickedTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
}

/**
 * The example's window holding the picked time, read on the example's clock (not the browser's): the window a
 * result added by hand belongs to, as the server checks it (POST /statistics/result).
 */
export function resultWindow(
  example: Pick<StatisticExampleView, 'window' | 'timeZone'>,
  picked: PickedTime,
): { start: number; end: number } {
  const hour = example.window === 'hour' ? picked.hour : 0;
  const moment = epochOfWallTime({ ...picked, hour, minute: 0, second: 0 }, example.timeZone);
  const start = windowStart(moment, example.window, example.timeZone);
  return { start, end: windowEnd(start, example.window, example.timeZone) };
}
