import type { AdminView, ListResult, OplogView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  adminSignedIn,
  governedAdmin,
  linkedRole,
  sharedServerWithKeeper,
} from './support/admins';
import { testEngines } from './support/databases';

// Other administrators' accounts: PUT /admins/{id}/status (disable, enable), PUT /admins/{id}/password (a new
// initial password) and DELETE /admins/{id} — each ends the account's sessions and is logged; nobody changes
// their own account here, and only a super administrator changes a super administrator. The tests share a
// server: the refusals come first, before the wrong passwords of the others ask this address for a captcha.

const RESET_PASSWORD = 'Reset12345';

describe.each(testEngines)('administrator accounts ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

  const signIn = (username: string, password: string) => adminSignedIn(setup.server, username, password);
  const listed = async (username: string) =>
    (await setup.keeper.get<ListResult<AdminView>>('/admins')).result.find(
      (admin) => admin.username === username,
    );
  const keeperEntries = async () =>
    (await setup.keeper.get<ListResult<OplogView>>('/sys/oplogs', { query: { limit: 100 } })).result
      .filter((entry) => entry.adminName === 'keeper')
      .map((entry) => `${entry.textKey ?? ''} ${entry.content}`);

  it('refuses one’s own account (409 ADMIN_SELF) and a super administrator to a governed one (403 ADMIN_SUPER_ONLY)', async () => {
    const { client, admin } = await governedAdmin(setup.server, setup.keeper, 'gus');
    await linkedRole(setup.keeper, admin.id, 'adminkeepers', [
      { type: 'permission', id: 'admins', permit: 'write' },
    ]);
    const keeperId = (await listed('keeper'))?.id;
    expect(keeperId).toBeDefined();
    const self = { body: { disabled: true } };
    await expect(client.put(`/admins/${admin.id}/status`, self)).rejects.toMatchObject({
      status: 409,
      code: 'ADMIN_SELF',
    });
    await expect(client.delete(`/admins/${admin.id}`)).rejects.toMatchObject({
      status: 409,
      code: 'ADMIN_SELF',
    });
    await expect(setup.keeper.delete(`/admins/${keeperId}`)).rejects.toMatchObject({
      status: 409,
      code: 'ADMIN_SELF',
    });
    const attempts = [
      () => client.put(`/admins/${keeperId}/status`, self),
      () => client.put(`/admins/${keeperId}/password`, { body: { password: RESET_PASSWORD } }),
      () => client.delete(`/admins/${keeperId}`),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({ status: 403, code: 'ADMIN_SUPER_ONLY' });
    expect(await listed('keeper')).toMatchObject({ disabled: false, mustChangePassword: false });

    // A governed administrator with admins:write manages other governed ones.
    const other = await governedAdmin(setup.server, setup.keeper, 'olga');
    await expect(client.put<AdminView>(`/admins/${other.admin.id}/status`, self)).resolves.toMatchObject({
      disabled: true,
    });
    await expect(client.put(`/admins/unknown-id/status`, self)).rejects.toMatchObject({ status: 404 });
  });

  it('disables an administrator: its session ends, sign-in is refused after the right password only, and enabling lets it back', async () => {
    const { client, admin } = await governedAdmin(setup.server, setup.keeper, 'dora');
    await expect(
      setup.keeper.put<AdminView>(`/admins/${admin.id}/status`, { body: { disabled: true } }),
    ).resolves.toMatchObject({ username: 'dora', disabled: true });
    expect(await listed('dora')).toMatchObject({ disabled: true });
    await expect(client.get('/admins/me')).rejects.toMatchObject({ status: 401 });
    await expect(signIn('dora', ADMIN_PASSWORD)).rejects.toMatchObject({
      status: 403,
      code: 'ADMIN_DISABLED',
    });
    // A wrong password learns nothing of the account's state.
    const wrong = await signIn('dora', 'Wrong12345').catch((error: { code: string }) => error.code);
    expect(wrong).not.toBe('ADMIN_DISABLED');

    await setup.keeper.put(`/admins/${admin.id}/status`, { body: { disabled: false } });
    const back = await signIn('dora', ADMIN_PASSWORD);
    await expect(back.get<AdminView>('/admins/me')).resolves.toMatchObject({
      username: 'dora',
      disabled: false,
    });
    expect(await keeperEntries()).toEqual(
      expect.arrayContaining([
        'disabledAdmin disabled administrator dora',
        'enabledAdmin enabled administrator dora',
      ]),
    );
  });

  it('resets a password: the old one stops working, the new one must be replaced at sign-in, sessions end', async () => {
    const { client, admin } = await governedAdmin(setup.server, setup.keeper, 'rex');
    await expect(
      setup.keeper.put<AdminView>(`/admins/${admin.id}/password`, { body: { password: RESET_PASSWORD } }),
    ).resolves.toMatchObject({ mustChangePassword: true });
    await expect(client.get('/admins/me')).rejects.toMatchObject({ status: 401 });
    await expect(signIn('rex', ADMIN_PASSWORD)).rejects.toMatchObject({ status: 400 });
    const fresh = await signIn('rex', RESET_PASSWORD);
    await expect(fresh.get('/admins')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    await expect(
      setup.keeper.put(`/admins/${admin.id}/password`, { body: { password: 'short' } }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await keeperEntries()).toContain('resetAdminPassword reset the password of administrator rex');
  });

  it('deletes an administrator: gone from the list, its sessions and sign-in with it, logged by name', async () => {
    const { client, admin } = await governedAdmin(setup.server, setup.keeper, 'dean');
    await setup.keeper.delete(`/admins/${admin.id}`);
    expect(await listed('dean')).toBeUndefined();
    await expect(client.get('/admins/me')).rejects.toMatchObject({ status: 401 });
    await expect(signIn('dean', ADMIN_PASSWORD)).rejects.toMatchObject({ status: 400 });
    await expect(setup.keeper.delete(`/admins/${admin.id}`)).rejects.toMatchObject({ status: 404 });
    expect(await keeperEntries()).toContain('deletedAdmin deleted administrator dean');
  });
});
