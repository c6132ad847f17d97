import { oplogListQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { oplogsRepository } from './oplogs.repository';

/** GET /sys/oplogs: the operation log (licence-portal.md §3 Log, §7). */
export function oplogsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/sys/oplogs',
    { config: { permission: 'oplogs:read' }, schema: { querystring: oplogListQuerySchema } },
    async (request) => ({ data: await oplogsRepository(db).list(request.query) }),
  );
}
