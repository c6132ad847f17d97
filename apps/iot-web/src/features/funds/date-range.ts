import type { Dayjs } from 'dayjs';

/** A picked day range as the funds lists take it: from the first day's start to the day after the last (exclusive). */
export function dayRange(range: [Dayjs | null, Dayjs | null] | null): { from?: number; to?: number } {
  const [start, end] = range ?? [null, null];
  return {
    from: start ? start.startOf('day').valueOf() : undefined,
    to: end ? end.add(1, 'day').startOf('day').valueOf() : undefined,
  };
}
