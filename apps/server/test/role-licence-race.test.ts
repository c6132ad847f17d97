import { ApiError, licenceAdminApi, type ApiClient } from '@fleetkey/api-client';
import type { RoleView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { addLicence, levelUser } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

// licences.role_id has no foreign key: only the services' row locks keep an administrator deleting a role
// and another assigning it to a licence from leaving the licence pointing at nothing
// (licence-portal.md §5: a role in use cannot be deleted).

const ROUNDS = 30;

/** What one request came to: 'ok', or the error code it was refused with. */
async function outcome(request: Promise<unknown>): Promise<string> {
  try {
    await request;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe.each(testEngines)('deleting a role while it is assigned to a licence ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    keeper = await superAdmin(server);
  });
  afterAll(() => server.close());

  it('either refuses the delete as ROLE_IN_USE or the assignment as NOT_FOUND, never leaving a dangling role', async () => {
    const { user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const assigner = licenceAdminApi(keeper);
    for (let round = 0; round < ROUNDS; round++) {
      const role = await keeper.post<RoleView>('/roles', { body: { name: `raced${round}` } });
      const answers = await Promise.all([
        outcome(keeper.delete(`/roles/${role.id}`)),
        outcome(assigner.assignRole(licence.id, role.id)),
      ]);
      // The delete won (the assignment finds the role gone) or the assignment did (the role is in use).
      expect([
        ['ok', 'NOT_FOUND'],
        ['ROLE_IN_USE', 'ok'],
      ]).toContainEqual(answers);
    }
    const dangling = await server.db
      .selectFrom('licences')
      .leftJoin('roles', 'roles.id', 'licences.roleId')
      .select('licences.roleId')
      .where('licences.roleId', 'is not', null)
      .where('roles.id', 'is', null)
      .execute();
    expect(dangling).toEqual([]);
  });
});
