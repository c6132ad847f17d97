import type { ApiClient, Method } from '@fleetkey/api-client';
import {
  ADMIN_RESOURCES,
  ALL_GRANTS,
  type AdminResource,
  type MyAdminPermissions,
  type PermissionItem,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes, type DeclaredRoute } from '../src/platform/auth/permission-guard';
import { passwordLogin, registerUser } from './support/accounts';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// The permission matrix: every route that declares a permission, enumerated from the declarations (so a
// new administration route is covered the moment it declares one), called by nobody, by a user of the
// platform, and by an administrator whose one role grants nothing, everything else, read, then write.

const item = (resource: string, permit: 'read' | 'write'): PermissionItem => ({
  type: 'permission',
  id: resource,
  permit,
});

// Path parameters get an id that names nothing: an allowed call then ends in its own 400 or 404.
const pathOf = (route: DeclaredRoute) => route.url.replace(/^\/v1/, '').replace(/:[A-Za-z]+/g, randomUUID());
const bodyOf = (route: DeclaredRoute) => (route.method === 'GET' ? undefined : {});
const call = (client: ApiClient, route: DeclaredRoute) =>
  statusOf(client, route.method as Method, pathOf(route), bodyOf(route));

describe.each(testEngines)('administration permissions ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let probe: ApiClient;
  let probeRoleId: string;
  let routes: readonly DeclaredRoute[];
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
    const governed = await governedAdmin(server, keeper, 'probe');
    probe = governed.client;
    probeRoleId = (await linkedRole(keeper, governed.admin.id, 'probe', [])).id;
    routes = declaredRoutes(server.app);
  });
  afterAll(() => server.close());

  const grantProbe = (permissions: PermissionItem[]) =>
    keeper.put(`/roles/${probeRoleId}`, { body: { permissions } });
  const routesOf = (resource: AdminResource) =>
    routes.filter((route) => route.permission.startsWith(`${resource}:`));
  const label = (route: DeclaredRoute) => `${route.method} ${route.url} (${route.permission})`;

  it('finds the declared administration routes, this slice and the earlier ones', () => {
    const declared = routes.map((route) => `${route.method} ${route.url}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /v1/admins',
        'POST /v1/admins',
        'GET /v1/guests',
        'PUT /v1/guests/:id',
        'DELETE /v1/guests/:id',
        'GET /v1/permission',
        'DELETE /v1/permission/:id',
        'POST /v1/roles/batch',
        'PUT /v1/user_roles/:id',
        'PUT /v1/board_role',
        'GET /v1/sys/oplogs',
        'POST /v1/sys/installers',
        'POST /v1/sys/webapp',
        'PUT /v1/sys/config',
        'POST /v1/sys/file/upload',
      ]),
    );
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('answers 401 to nobody and 403 to a user of the platform on every one', async () => {
    const { mobile } = await registerUser(server);
    const user = server.newClient();
    await passwordLogin(user, mobile);
    const anonymous = server.newClient();
    for (const route of routes) {
      expect(await call(anonymous, route), label(route)).toBe(401);
      expect(await call(user, route), label(route)).toBe(403);
    }
  });

  it('answers 403 to an administrator whose roles grant nothing', async () => {
    await grantProbe([]);
    for (const route of routes) expect(await call(probe, route), label(route)).toBe(403);
  });

  it.each(ADMIN_RESOURCES)(
    'gates %s: other resources grant nothing, read only reads, write both',
    async (resource) => {
      const others = ADMIN_RESOURCES.filter((r) => r !== resource).map((r) => item(r, 'write'));
      await grantProbe(others);
      for (const route of routesOf(resource)) expect(await call(probe, route), label(route)).toBe(403);

      await grantProbe([item(resource, 'read')]);
      for (const route of routesOf(resource)) {
        const status = await call(probe, route);
        if (route.permission.endsWith(':write')) expect(status, label(route)).toBe(403);
        else expect([200, 400, 404], label(route)).toContain(status);
      }

      await grantProbe([item(resource, 'write')]);
      for (const route of routesOf(resource)) {
        // Allowed: the call reaches its handler, which answers or refuses the empty input (never 5xx).
        expect([200, 400, 404], label(route)).toContain(await call(probe, route));
      }
    },
  );

  it("reads another user's licences and applications through /{userId} only with licences or applications read", async () => {
    const { user } = await registerUser(server);
    const panels = [
      [`/licences/${user.id}`, 'licences'],
      [`/applyments/${user.id}`, 'applications'],
    ] as const;
    await grantProbe([]);
    for (const [path] of panels) expect(await statusOf(probe, 'GET', path), path).toBe(403);
    for (const [path, resource] of panels) {
      await grantProbe([item(resource, 'read')]);
      expect(await statusOf(probe, 'GET', path), path).toBe(200);
    }
    await grantProbe([item('users', 'write')]);
    for (const [path] of panels) expect(await statusOf(probe, 'GET', path), path).toBe(403);
  });

  it('tells an administrator their grants; a super-administrator holds them all', async () => {
    await grantProbe([item('oplogs', 'read'), item('roles', 'write')]);
    await expect(probe.get<MyAdminPermissions>('/admins/me/permissions')).resolves.toEqual({
      superAdmin: false,
      grants: { oplogs: 'read', roles: 'write' },
    });
    await expect(keeper.get<MyAdminPermissions>('/admins/me/permissions')).resolves.toEqual({
      superAdmin: true,
      grants: ALL_GRANTS,
    });
  });

  it('takes the grants of all the administrator’s roles together', async () => {
    await grantProbe([item('users', 'read')]);
    const admins = await keeper.get<{ result: { id: string; username: string }[] }>('/admins');
    const probeId = admins.result.find((a) => a.username === 'probe')?.id ?? '';
    const extra = await keeper.post<{ id: string }>('/roles', {
      body: { name: 'probeExtra', permissions: [item('users', 'write')] },
    });
    const link = await keeper.post<{ id: string }>('/user_roles', {
      body: { adminId: probeId, roleId: extra.id },
    });
    await expect(probe.put(`/guests/${randomUUID()}`, { body: {} })).rejects.toMatchObject({ status: 404 });
    await keeper.delete(`/user_roles/${link.id}`);
    await expect(probe.put(`/guests/${randomUUID()}`, { body: {} })).rejects.toMatchObject({ status: 403 });
  });

  it('lets an administrator with a new initial password do nothing before changing it', async () => {
    await keeper.post('/admins', { body: { username: 'fresh', password: 'Initial123' } });
    const fresh = server.newClient();
    await fresh.post('/auth/admin/login', { body: { user: 'fresh', password: 'Initial123' } });
    await expect(fresh.get('/sys/oplogs')).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('refuses an administrator whose name differs from another only in case', async () => {
    await keeper.post('/admins', { body: { username: 'caseAdmin', password: 'Initial123' } });
    await expect(
      keeper.post('/admins', { body: { username: 'CASEADMIN', password: 'Initial123' } }),
    ).rejects.toMatchObject({ status: 409, code: 'USER_EXISTS' });
  });

  it('keeps an administrator from granting more than they hold', async () => {
    await grantProbe([item('roles', 'write')]);
    await expect(
      probe.post('/roles', { body: { name: 'usersEditor', permissions: [item('users', 'write')] } }),
    ).rejects.toMatchObject({ status: 403, data: { permission: 'users:write' } });
    await expect(
      probe.put(`/roles/${probeRoleId}`, {
        body: { permissions: [item('roles', 'write'), item('config', 'read')] },
      }),
    ).rejects.toMatchObject({ status: 403 });
    // Within their own access they may: a read-only role over roles.
    const reader = await probe.post<{ id: string }>('/roles', {
      body: { name: 'rolesReader', permissions: [item('roles', 'read')] },
    });
    expect(reader.id).toBeTruthy();
  });
});
