import { listQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../platform/auth/auth.plugin';
import { userLogsRepository } from './user-logs.repository';

/** GET /logs: the signed-in user's own operations (the Log page). */
export function userLogsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/logs',
    { config: { audience: 'account' }, schema: { querystring: listQuerySchema } },
    async (request) => ({
      data: await userLogsRepository(db).list(requireUser(request).id, request.query),
    }),
  );
}
