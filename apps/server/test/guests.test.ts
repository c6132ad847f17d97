import type { GuestRow } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('administrators over user accounts: /guests ($name)', (engine) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['newClient']>;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    await adminsService(server.db, server.clock).create('keeper', 'Keeper123', false);
    admin = server.newClient();
    await admin.post('/auth/admin/login', { body: { user: 'keeper', password: 'Keeper123' } });
  });
  afterAll(() => server.close());

  const oplog = () => server.db.selectFrom('oplogs').selectAll().orderBy('createdAt', 'desc').execute();

  it('is for administrators only', async () => {
    await expect(server.newClient().get('/guests')).rejects.toMatchObject({ status: 401 });
    const { mobile } = await registerUser(server);
    const user = server.newClient();
    await passwordLogin(user, mobile);
    await expect(user.get('/guests')).rejects.toMatchObject({ status: 403 });
    await expect(user.delete('/guests/anyone')).rejects.toMatchObject({ status: 403 });
  });

  it('lists users with paging and a case-insensitive search that takes % and _ literally', async () => {
    const { mobile, user } = await registerUser(server);
    const found = await admin.get<{ totalCount: number; result: GuestRow[] }>('/guests', {
      query: { search: mobile.slice(-6) },
    });
    expect(found.result.map((r) => r.id)).toEqual([user.id]);
    await expect(
      admin.get<{ totalCount: number }>('/guests', { query: { search: user.username.toUpperCase() } }),
    ).resolves.toMatchObject({ totalCount: 1 });
    await expect(admin.get('/guests', { query: { search: '%' } })).resolves.toMatchObject({ totalCount: 0 });
    const page = await admin.get<{ totalCount: number; result: GuestRow[] }>('/guests', {
      query: { limit: 1 },
    });
    expect(page.result).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
  });

  it("finds a user by an e-mail with '.' and '-', and takes pattern characters literally", async () => {
    const { user } = await registerUser(server);
    await server.db
      .updateTable('users')
      .set({ email: 'wang.fang-01@example.cn' })
      .where('id', '=', user.id)
      .execute();
    const found = await admin.get<{ result: GuestRow[] }>('/guests', { query: { search: 'wang.fang-01' } });
    expect(found.result.map((r) => r.id)).toEqual([user.id]);
    await expect(admin.get('/guests', { query: { search: 'a|b.*' } })).resolves.toMatchObject({
      totalCount: 0,
    });
  });

  it('lifts a sign-in lock, and the operation log says who did it', async () => {
    const { mobile, user } = await registerUser(server);
    const client = server.newClient();
    for (let i = 0; i < 5; i++) await passwordLogin(client, mobile, 'Wrong1234').catch(() => undefined);
    await expect(passwordLogin(client, mobile)).rejects.toMatchObject({ status: 429 });
    await admin.put(`/guests/${user.id}`, { body: { unlock: true, AEName: 'Wang Fang' } });
    await expect(passwordLogin(client, mobile)).resolves.toMatchObject({ id: user.id });
    await expect(admin.get(`/guests/${user.id}`)).resolves.toMatchObject({ AEName: 'Wang Fang' });
    const [entry] = await oplog();
    expect(entry).toMatchObject({
      adminName: 'keeper',
      content: `updated user ${user.username}: AEName, unlock`,
    });
    expect(entry?.ip).toBeTruthy();
  });

  it('keeps a remark on an account, clears it with an empty one, and logs the change', async () => {
    const { user } = await registerUser(server);
    await expect(
      admin.put(`/guests/${user.id}`, { body: { remark: '  VIP since 2024  ' } }),
    ).resolves.toMatchObject({
      id: user.id,
    });
    const listed = await admin.get<{ result: GuestRow[] }>('/guests', { query: { search: user.username } });
    expect(listed.result).toEqual([expect.objectContaining({ id: user.id, remark: 'VIP since 2024' })]);
    const [entry] = await oplog();
    expect(entry).toMatchObject({ adminName: 'keeper', content: `updated user ${user.username}: remark` });
    await admin.put(`/guests/${user.id}`, { body: { remark: '' } });
    const cleared = await admin.get<{ result: GuestRow[] }>('/guests', { query: { search: user.username } });
    expect(cleared.result[0]?.remark).toBe('');
  });

  it('refuses a remark over 256 characters with 400 and keeps the old one', async () => {
    const { user } = await registerUser(server);
    await admin.put(`/guests/${user.id}`, { body: { remark: 'kept' } });
    await expect(
      admin.put(`/guests/${user.id}`, { body: { remark: 'r'.repeat(257) } }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const remark = async () =>
      (await admin.get<{ result: GuestRow[] }>('/guests', { query: { search: user.username } })).result[0]
        ?.remark;
    expect(await remark()).toBe('kept');
    await admin.put(`/guests/${user.id}`, { body: { remark: 'r'.repeat(256) } });
    expect(await remark()).toHaveLength(256);
  });

  it('deletes a user and logs it', async () => {
    const { user } = await registerUser(server);
    await admin.delete(`/guests/${user.id}`);
    await expect(admin.get(`/guests/${user.id}`)).rejects.toMatchObject({ status: 404 });
    const [entry] = await oplog();
    expect(entry).toMatchObject({ adminName: 'keeper', content: `deleted user ${user.username}` });
  });
});
