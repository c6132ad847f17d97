import type { ApiClient, Method } from '@fleetkey/api-client';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undeclaredRoutes } from '../src/platform/auth/route-access';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { passwordLogin, registerUser } from './support/accounts';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// The walk of every registered API route (from Fastify's route table, not a hand list): each declares who
// may call it, and each is called by nobody, a user of the platform, an administrator whose roles grant
// nothing and a super-administrator. Access does not depend on the database engine, so SQLite alone.

const [engine] = testEngines;
const pathOf = (route: RegisteredRoute) =>
  route.url.replace(/^\/v1/, '').replace(/:[A-Za-z]+/g, randomUUID());
const call = (client: ApiClient, route: RegisteredRoute) =>
  statusOf(client, route.method as Method, pathOf(route), route.method === 'GET' ? undefined : {});
const declaration = (route: RegisteredRoute) =>
  route.permission ??
  route.audience ??
  (route.iot ? `iot ${route.iot.resource}:${route.iot.action}` : 'undeclared');
const label = (route: RegisteredRoute) => `${route.method} ${route.url} (${declaration(route)})`;
const refusals = [401, 403];

describe.runIf(engine)('every API route declares who may call it', () => {
  let server: TestServer;
  let anonymous: ApiClient;
  let user: ApiClient;
  let keeper: ApiClient;
  let ungranted: ApiClient;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    if (!engine) return;
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    anonymous = server.newClient();
    const { mobile } = await registerUser(server);
    user = server.newClient();
    await passwordLogin(user, mobile);
    keeper = await superAdmin(server);
    const governed = await governedAdmin(server, keeper, 'walker');
    await linkedRole(keeper, governed.admin.id, 'walker', []);
    ungranted = governed.client;
    routes = routeTable(server.app).filter((route) => route.url.startsWith('/v1/'));
  });
  afterAll(() => server.close());

  const withAudience = (...audiences: string[]) =>
    routes.filter((route) => route.audience !== undefined && audiences.includes(route.audience));

  it('finds every route declared: an administrator permission, an IoT permission or an audience, one only', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(undeclaredRoutes(server.app)).toEqual([]);
    const declarations = (route: RegisteredRoute) =>
      [route.permission, route.audience, route.iot].filter((d) => d !== undefined).length;
    expect(routes.filter((route) => declarations(route) > 1).map(label)).toEqual([]);
    // Test-only routes live under their own prefixes, so production never serves one by accident.
    for (const route of withAudience('test'))
      expect(route.url, label(route)).toMatch(/^\/v1\/(test|testing|dev)\//);
  });

  it('refuses nobody signed in with 401 on every route that is not public', async () => {
    for (const route of routes.filter((r) => !['public', 'device', 'test'].includes(r.audience ?? '')))
      expect(await call(anonymous, route), label(route)).toBe(401);
  });

  it('serves public routes signed out: the route answers or refuses the input, never a 401 or 403', async () => {
    for (const route of withAudience('public'))
      expect(refusals, label(route)).not.toContain(await call(anonymous, route));
  });

  it("refuses administrators on users' routes and the IoT console's, however much their roles grant", async () => {
    const usersRoutes = [...withAudience('user', 'account'), ...routes.filter((r) => r.iot)];
    for (const route of usersRoutes.filter((r) => !r.adminPermission)) {
      expect(await call(keeper, route), label(route)).toBe(403);
      expect(await call(ungranted, route), label(route)).toBe(403);
    }
  });

  it("lets administrators read a user's panel only with the route's permission", async () => {
    const panels = withAudience('user').filter((r) => r.adminPermission);
    expect(panels.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /v1/licences/:userId', 'GET /v1/applyments/:userId']),
    );
    for (const route of panels) {
      expect(await call(ungranted, route), label(route)).toBe(403);
      expect(refusals, label(route)).not.toContain(await call(keeper, route));
    }
  });

  it('refuses users of the platform on administrators’ routes, and serves administrators there', async () => {
    const adminRoutes = routes.filter(
      (r) => r.permission !== undefined || r.audience === 'admin' || r.audience === 'admin-initial',
    );
    for (const route of adminRoutes) expect(await call(user, route), label(route)).toBe(403);
    for (const route of withAudience('admin', 'admin-initial'))
      expect(refusals, label(route)).not.toContain(await call(keeper, route));
  });

  it('serves anyone signed in on the signed-in routes', async () => {
    for (const route of withAudience('signed-in'))
      for (const client of [user, keeper])
        expect(refusals, label(route)).not.toContain(await call(client, route));
  });
});
