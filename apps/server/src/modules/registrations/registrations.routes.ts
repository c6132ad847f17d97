import { REGIST_DEFAULT_TIME_ZONE, registQuerySchema, type RegistDay } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { registrationsRepository } from './registrations.repository';

const DAY_MS = 86_400_000;
// Zones run from UTC−12 to UTC+14: a local day lies within these margins of the same UTC date.
const BEFORE_MS = 14 * 3_600_000;
const AFTER_MS = DAY_MS + 12 * 3_600_000;

/** The local date (YYYY-MM-DD) of an instant: en-CA writes dates in that order. */
const dateIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (ts: number) => format.format(ts);
};

/** GET /regist: daily registrations over a range (licence-portal.md §7 misc), for the user statistics. */
export function registrationsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/regist',
    { config: { permission: 'users:read' }, schema: { querystring: registQuerySchema } },
    async (request): Promise<{ data: RegistDay[] }> => {
      const { from, to, timeZone = REGIST_DEFAULT_TIME_ZONE } = request.query;
      const first = Date.parse(`${from}T00:00:00Z`);
      const last = Date.parse(`${to}T00:00:00Z`);
      const counts = new Map<string, number>();
      for (let day = first; day <= last; day += DAY_MS)
        counts.set(new Date(day).toISOString().slice(0, 10), 0);
      // A quarter-hour bucket never straddles a local midnight, so its start names its local day.
      const local = dateIn(timeZone);
      const buckets = await registrationsRepository(db).perQuarterHour(first - BEFORE_MS, last + AFTER_MS);
      for (const { start, count } of buckets) {
        const date = local(start);
        const held = counts.get(date);
        if (held !== undefined) counts.set(date, held + count);
      }
      return { data: [...counts].map(([date, count]) => ({ date, count })) };
    },
  );
}
