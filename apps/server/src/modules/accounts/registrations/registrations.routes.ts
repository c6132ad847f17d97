import { REGIST_DEFAULT_TIME_ZONE, registQuerySchema, type RegistDay } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { countByLocalDay } from './local-days';
import { registrationsRepository } from './registrations.repository';

/** GET /regist: daily registrations over a range (licence-portal.md §7 misc), for the user statistics. */
export function registrationsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/regist',
    { config: { permission: 'users:read' }, schema: { querystring: registQuerySchema } },
    async (request): Promise<{ data: RegistDay[] }> => {
      const { from, to, timeZone = REGIST_DEFAULT_TIME_ZONE } = request.query;
      return {
        data: await countByLocalDay({ from, to, timeZone }, (start, end) =>
          registrationsRepository(db).perQuarterHour(start, end),
        ),
      };
    },
  );
}
