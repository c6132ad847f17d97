import type { AdminSessionView, AdminView, ListResult, OplogView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { passwordLogin, registerUser } from './support/accounts';
import { ADMIN_PASSWORD, adminSignedIn, sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';

// The administrator's own page: GET/PUT /admins/me, GET/DELETE /admins/me/sessions, and the own password
// change — reachable on the initial password (the first-start administrator must change it in the console).

describe.each(testEngines)('an administrator’s own page ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

  const signIn = (username: string, password: string) => adminSignedIn(setup.server, username, password);
  const ownEntries = async (adminName: string) =>
    (await setup.keeper.get<ListResult<OplogView>>('/sys/oplogs', { query: { limit: 100 } })).result
      .filter((entry) => entry.adminName === adminName)
      .map((entry) => entry.textKey);

  it('lets the first-start administrator on the initial password read their page and change the password, logged', async () => {
    await adminsService(setup.server.db, setup.server.clock).create('firstadmin', 'Printed123', true);
    const admin = await signIn('firstadmin', 'Printed123');
    await expect(admin.get<AdminView>('/admins/me')).resolves.toMatchObject({
      username: 'firstadmin',
      superAdmin: true,
      mustChangePassword: true,
    });
    await expect(admin.get('/admins')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    await admin.put('/auth/change_password', {
      body: { oldPassword: 'Printed123', newPassword: 'Chosen1234' },
    });
    const again = await signIn('firstadmin', 'Chosen1234');
    await expect(again.get<AdminView>('/admins/me')).resolves.toMatchObject({ mustChangePassword: false });
    expect(await ownEntries('firstadmin')).toContain('changedOwnPassword');
  });

  it('changes the own name, validated and logged', async () => {
    await adminsService(setup.server.db, setup.server.clock).create('namer', ADMIN_PASSWORD, false);
    const admin = await signIn('namer', ADMIN_PASSWORD);
    await expect(admin.put<AdminView>('/admins/me', { body: { name: 'Li Na' } })).resolves.toMatchObject({
      name: 'Li Na',
    });
    await expect(admin.get<AdminView>('/admins/me')).resolves.toMatchObject({ name: 'Li Na' });
    await expect(admin.put('/admins/me', { body: { name: '' } })).rejects.toMatchObject({ status: 400 });
    expect(await ownEntries('namer')).toContain('changedOwnName');
  });

  it('lists where the administrator is signed in and signs out everywhere else, logged', async () => {
    await adminsService(setup.server.db, setup.server.clock).create('roamer', ADMIN_PASSWORD, false);
    const here = await signIn('roamer', ADMIN_PASSWORD);
    const elsewhere = await signIn('roamer', ADMIN_PASSWORD);
    const sessions = await here.get<ListResult<AdminSessionView>>('/admins/me/sessions');
    expect(sessions.totalCount).toBe(2);
    expect(sessions.result.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toMatch(/tokenHash/);
    await expect(here.delete('/admins/me/sessions')).resolves.toEqual({ ended: 1 });
    await expect(elsewhere.get('/admins/me')).rejects.toMatchObject({ status: 401 });
    await expect(here.get<AdminView>('/admins/me')).resolves.toMatchObject({ username: 'roamer' });
    expect(await ownEntries('roamer')).toContain('endedOwnSessions');
  });

  it('refuses users of the platform and nobody', async () => {
    const { mobile } = await registerUser(setup.server);
    const user = setup.server.newClient();
    await passwordLogin(user, mobile);
    for (const path of ['/admins/me', '/admins/me/sessions']) {
      await expect(user.get(path)).rejects.toMatchObject({ status: 403 });
      await expect(setup.server.newClient().get(path)).rejects.toMatchObject({ status: 401 });
    }
  });
});
