import { createMemoryCookieJar, type ApiClient, type CookieJar } from '@fleetkey/api-client';
import type { AccessProfileView, IotGrants, SessionUser, SubuserView } from '@fleetkey/contract';
import { passwordLogin } from './accounts';
import { uniqueId } from './devices';
import { type TestServer, testClient } from './test-server';

// Sub-users made through the real calls: the main account creates a profile and a sub-user with an initial
// password; the sub-user signs in, changes it (as the console makes it) and signs in again.

export const INITIAL_PASSWORD = 'Start123';
export const SUBUSER_PASSWORD = 'Chosen123';

/** A unique user name of the allowed characters. */
export const subuserName = () => uniqueId('su').replaceAll('-', '_').slice(-20);

/** POST /subusers_access with the grants and scope (all devices unless groups are named). */
export function createProfile(
  owner: ApiClient,
  grants: IotGrants,
  groupIds: string[] = [],
): Promise<AccessProfileView> {
  return owner.post<AccessProfileView>('/subusers_access', {
    body: {
      name: subuserName(),
      grants,
      scope: groupIds.length > 0 ? { kind: 'groups', groupIds } : { kind: 'all' },
    },
  });
}

/** POST /subusers on the initial password, with the profile attached when given. */
export function createSubuser(owner: ApiClient, role?: number): Promise<SubuserView> {
  return owner.post<SubuserView>('/subusers', {
    body: { username: subuserName(), name: 'Field engineer', password: INITIAL_PASSWORD, role },
  });
}

/** A sub-user signed in on its own client, past the first password change. */
export async function signedInSubuser(
  server: TestServer,
  owner: ApiClient,
  role?: number,
  jar: CookieJar = createMemoryCookieJar(),
): Promise<{ client: ApiClient; subuser: SubuserView; user: SessionUser }> {
  const subuser = await createSubuser(owner, role);
  const client = testClient(server.origin, { cookieJar: jar });
  await passwordLogin(client, subuser.username, INITIAL_PASSWORD);
  await client.post('/auth/change_password', {
    body: { oldpassword: INITIAL_PASSWORD, password: SUBUSER_PASSWORD },
  });
  const user = await passwordLogin(client, subuser.username, SUBUSER_PASSWORD);
  return { client, subuser, user };
}
