import { logsQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { guardIot, iotActor } from '../../../platform/auth/iot-actor';
import { listRuleRuns } from '../../iot/rules/rule-runs.service';
import { userLogsRepository } from './user-logs.repository';

/**
 * GET /logs, two logs on one path (contract rule-log-calls.ts): without `source` (or `account`) the
 * signed-in user's own operations (the Log page); with `source=rules` the rule runs within the caller's IoT
 * scope, which needs rules:read like the other rule routes.
 */
export function userLogsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/logs',
    { config: { audience: 'account' }, schema: { querystring: logsQuerySchema } },
    async (request) => {
      const query = request.query;
      if (query.source === 'rules') {
        await guardIot(db, request, { resource: 'rules', action: 'read' });
        return { data: await listRuleRuns(db, iotActor(request).scope, query) };
      }
      return { data: await userLogsRepository(db).list(requireUser(request).id, query) };
    },
  );
}
