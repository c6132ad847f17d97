import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import {
  accountActivityQuerySchema,
  LIST_LIMIT_MAX,
  zonedMomentText,
  type AccountActivityView,
} from '@fleetkey/contract';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { requestTimeZone } from '../../../platform/http/request-time-zone';
import { accountActivitiesRepository, type AccountActivityRow } from './account-activities.repository';

const toView = ({
  id,
  actor,
  action,
  resource,
  target,
  ip,
  createdAt,
}: AccountActivityRow): AccountActivityView => ({
  id,
  actor,
  action: action as AccountActivityView['action'],
  resource: resource as AccountActivityView['resource'],
  target,
  ip,
  createdAt,
});

/**
 * GET /account_activities: the main account's log of changes to its sub-users and profiles and of every
 * write of its IoT data, its own or its sub-users' (who, what, when, from where), newest first;
 * `format=csv` downloads the filtered log (up to LIST_LIMIT_MAX rows a page).
 */
export function accountActivitiesRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/account_activities',
    { config: { audience: 'user' }, schema: { querystring: accountActivityQuerySchema } },
    async (request, reply) => {
      const { format, filter, ...window } = request.query;
      const ownerId = requireUser(request).id;
      const repo = accountActivitiesRepository(db);
      if (format === 'json') {
        const page = await repo.list(ownerId, window, filter);
        return { data: { ...page, result: page.result.map(toView) } };
      }
      const page = await repo.list(ownerId, { ...window, limit: LIST_LIMIT_MAX }, filter);
      const zone = requestTimeZone(request);
      const rows = page.result.map((row) => [
        zonedMomentText(row.createdAt, zone),
        row.actor,
        row.action,
        row.resource ?? '',
        row.target,
        row.ip,
      ]);
      return sendCsv(
        reply,
        'account-activities.csv',
        csvTable(['time', 'actor', 'action', 'resource', 'target', 'ip'], rows),
      );
    },
  );
}
