import { ApiError, licenceAdminApi } from '@fleetkey/api-client';
import type { RoleView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';
import { addLicence, levelUser } from './support/licences';

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
  const setup = sharedServerWithKeeper(engine);

  it('either refuses the delete as ROLE_IN_USE or the assignment as NOT_FOUND, never leaving a dangling role', async () => {
    const { user } = await levelUser(setup.server);
    const licence = await addLicence(setup.server, user.id);
    const assigner = licenceAdminApi(setup.keeper);
    for (let round = 0; round < ROUNDS; round++) {
      const role = await setup.keeper.post<RoleView>('/roles', { body: { name: `raced${round}` } });
      const answers = await Promise.all([
        outcome(setup.keeper.delete(`/roles/${role.id}`)),
        outcome(assigner.assignRole(licence.id, role.id)),
      ]);
      // The delete won (the assignment finds the role gone) or the assignment did (the role is in use).
      expect([
        ['ok', 'NOT_FOUND'],
        ['ROLE_IN_USE', 'ok'],
      ]).toContainEqual(answers);
    }
    const dangling = await setup.server.db
      .selectFrom('licences')
      .leftJoin('roles', 'roles.id', 'licences.roleId')
      .select('licences.roleId')
      .where('licences.roleId', 'is not', null)
      .where('roles.id', 'is', null)
      .execute();
    expect(dangling).toEqual([]);
  });
});
