import { listQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import type { ListPage } from '../../db/paging';

// The dashboard's counts of projects and rules (iot-console.md §7 "Other": projects with
// aggregation=count, rules filtered on desc trigger → totalCount). Projects and rules are later issues:
// no table holds either yet, so each user has none and the honest answer is an empty list. The calls
// exist now so the dashboard works; the issues that add projects and rules replace these two routes.

const none = (aggregation: 'count' | undefined): ListPage<never> =>
  aggregation === 'count' ? { totalCount: 0, count: 0, result: [] } : { totalCount: 0, result: [] };

/** GET /projects and GET /rules: the signed-in user's (so far none). */
export function dashboardRoutes({ app }: AppContext): void {
  app.get(
    '/v1/projects',
    { config: { iot: { resource: 'devices', action: 'read' } }, schema: { querystring: listQuerySchema } },
    async (request) => ({ data: none(request.query.aggregation) }),
  );

  app.get(
    '/v1/rules',
    { config: { iot: { resource: 'devices', action: 'read' } }, schema: { querystring: listQuerySchema } },
    async (request) => ({ data: none(request.query.aggregation) }),
  );
}
