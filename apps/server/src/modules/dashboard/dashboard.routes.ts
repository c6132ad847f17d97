import { listQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import type { ListPage } from '../../db/paging';

// The dashboard's count of projects (iot-console.md §7 "Other": projects with aggregation=count). Projects
// are a later issue: no table holds them yet, so each user has none and the honest answer is an empty list.
// The call exists now so the dashboard works; the issue that adds projects replaces this route. Its count
// of rules ("rules filtered on desc trigger → totalCount") is GET /rules itself (modules/rules).

const none = (aggregation: 'count' | undefined): ListPage<never> =>
  aggregation === 'count' ? { totalCount: 0, count: 0, result: [] } : { totalCount: 0, result: [] };

/** GET /projects: the signed-in user's (so far none). */
export function dashboardRoutes({ app }: AppContext): void {
  app.get(
    '/v1/projects',
    { config: { iot: { resource: 'devices', action: 'read' } }, schema: { querystring: listQuerySchema } },
    async (request) => ({ data: none(request.query.aggregation) }),
  );
}
