import { ApiError, type ApiClient, type Method } from '@fleetkey/api-client';
import type { AdminView, PermissionItem, RoleView, SessionUser } from '@fleetkey/contract';
import { beforeAll } from 'vitest';
import { adminsService } from '../../src/modules/accounts/admins/admins.service';
import type { TestEngine } from './databases';
import { setByHook, sharedWith } from './hook-values';
import { sharedServer, type SharedServer, type TestServer, type TestServerOptions } from './test-server';

// Administrators for the administration tests: a super-administrator made like `npm run admin:create`,
// and administrators governed by roles, made and signed in through the real calls.

export const ADMIN_PASSWORD = 'Keeper123';
const INITIAL_PASSWORD = 'Initial123';

/** A super-administrator signed in on a client of their own. */
export async function superAdmin(server: TestServer, username = 'keeper'): Promise<ApiClient> {
  await adminsService(server.db, server.clock).create(username, ADMIN_PASSWORD, false);
  const client = server.newClient();
  await client.post('/auth/admin/login', { body: { user: username, password: ADMIN_PASSWORD } });
  return client;
}

/** The describe block's shared server with the super-administrator `keeper` signed in on it. */
export interface ServerWithKeeper extends SharedServer {
  readonly keeper: ApiClient;
}

/** One server for the tests of the enclosing describe block (see sharedServer), and `keeper` signed in on it. */
export function sharedServerWithKeeper(
  engine: TestEngine,
  options: TestServerOptions | (() => TestServerOptions) = {},
): ServerWithKeeper {
  const shared = sharedServer(engine, options);
  const keeper = setByHook<ApiClient>('keeper');
  beforeAll(async () => {
    keeper.set(await superAdmin(shared.server));
  });
  return sharedWith(shared, 'keeper', keeper.get);
}

/** A client signed in as an administrator with this password. */
export async function adminSignedIn(
  server: TestServer,
  username: string,
  password: string,
): Promise<ApiClient> {
  const client = server.newClient();
  await client.post('/auth/admin/login', { body: { user: username, password } });
  return client;
}

/**
 * A new administrator governed by roles (none yet): created by `keeper` with POST /admins, then through
 * the first sign-in, which must replace the initial password before anything else.
 */
export async function governedAdmin(
  server: TestServer,
  keeper: ApiClient,
  username: string,
): Promise<{ client: ApiClient; admin: AdminView }> {
  const admin = await keeper.post<AdminView>('/admins', { body: { username, password: INITIAL_PASSWORD } });
  const client = server.newClient();
  await client.post('/auth/admin/login', { body: { user: username, password: INITIAL_PASSWORD } });
  await client.put('/auth/change_password', {
    body: { oldPassword: INITIAL_PASSWORD, newPassword: ADMIN_PASSWORD },
  });
  await client.post<SessionUser>('/auth/admin/login', { body: { user: username, password: ADMIN_PASSWORD } });
  return { client, admin };
}

/** A new role with these items, linked to the administrator; answers the role. */
export async function linkedRole(
  keeper: ApiClient,
  adminId: string,
  name: string,
  permissions: PermissionItem[],
): Promise<RoleView> {
  const role = await keeper.post<RoleView>('/roles', { body: { name, permissions } });
  await keeper.post('/user_roles', { body: { adminId, roleId: role.id } });
  return role;
}

/** The HTTP status of a call (200 family answers as 200), for tables of expectations. */
export async function statusOf(
  client: ApiClient,
  method: Method,
  path: string,
  body?: unknown,
): Promise<number> {
  try {
    await client.request(method, path, body === undefined ? {} : { body });
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}
