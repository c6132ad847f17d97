import { z } from 'zod';
import { isTimeZone } from './task-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { requiredText } from './validation/text';

// GET /regist (licence-portal.md §7 misc): how many users registered on each day of a range, the days
// counted in the administrator's time zone.

/** Longest range GET /regist counts, in days. */
export const REGIST_DAYS_MAX = 366;
/** The zone days are counted in when none is given (the product's home market). */
export const REGIST_DEFAULT_TIME_ZONE = 'Asia/Shanghai';

// A real calendar day: the pattern, and a date that reads back the same (no 2026-02-30).
const isDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
  );
};
const daySchema = requiredText().refine(isDay, M.invalidType);

/** Days from `from` to `to` inclusive (YYYY-MM-DD, the range at most REGIST_DAYS_MAX days). */
export const registQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    timeZone: requiredText().max(64, M.tooLong).refine(isTimeZone, M.timezoneInvalid).optional(),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeInvalid });
    else if (days >= REGIST_DAYS_MAX) ctx.addIssue({ code: 'custom', path: ['to'], message: M.outOfRange });
  });

/** One day's registrations. */
export interface RegistDay {
  /** YYYY-MM-DD in the query's time zone. */
  date: string;
  count: number;
}
