import type { EnterpriseStatusResult, UserProfile } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const PATH = '/users/enterprise_info/status/';

describe.each(testEngines)('enterprise information audit status ($name)', (engine) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['newClient']>;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    await adminsService(server.db, server.clock).create('auditor', 'Audit1234', false);
    admin = server.newClient();
    await admin.post('/auth/admin/login', { body: { user: 'auditor', password: 'Audit1234' } });
  });
  afterAll(() => server.close());

  const latestOplog = async () =>
    server.db.selectFrom('oplogs').selectAll().orderBy('createdAt', 'desc').executeTakeFirst();

  it('starts as not audited on a new account', async () => {
    const { user } = await registerUser(server);
    await expect(admin.get<UserProfile>(`/guests/${user.id}`)).resolves.toMatchObject({
      enterpriseStatus: 'none',
    });
  });

  it('records a pass, shows it to the account owner, and logs who decided', async () => {
    const { mobile, user } = await registerUser(server);
    await expect(
      admin.put<EnterpriseStatusResult>(PATH, { body: { userId: user.id, status: 'passed' } }),
    ).resolves.toEqual({ userId: user.id, enterpriseStatus: 'passed' });

    const owner = server.newClient();
    await passwordLogin(owner, mobile);
    await expect(owner.get<UserProfile>(`/users/${user.id}`)).resolves.toMatchObject({
      enterpriseStatus: 'passed',
    });
    expect(await latestOplog()).toMatchObject({
      adminName: 'auditor',
      content: `set enterprise status of ${user.username} to passed`,
    });
  });

  it('lets an administrator reverse a decision', async () => {
    const { user } = await registerUser(server);
    await admin.put(PATH, { body: { userId: user.id, status: 'passed' } });
    await admin.put(PATH, { body: { userId: user.id, status: 'rejected' } });
    await expect(admin.get<UserProfile>(`/guests/${user.id}`)).resolves.toMatchObject({
      enterpriseStatus: 'rejected',
    });
  });

  it('is refused to a signed-in user (403) and to nobody signed in (401), changing nothing', async () => {
    const { mobile, user } = await registerUser(server);
    const owner = server.newClient();
    await passwordLogin(owner, mobile);
    await expect(owner.put(PATH, { body: { userId: user.id, status: 'passed' } })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    await expect(
      server.newClient().put(PATH, { body: { userId: user.id, status: 'passed' } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(owner.get<UserProfile>(`/users/${user.id}`)).resolves.toMatchObject({
      enterpriseStatus: 'none',
    });
  });

  it('answers 404 for an unknown account and writes no log entry', async () => {
    const before = await latestOplog();
    await expect(
      admin.put(PATH, { body: { userId: 'no-such-user', status: 'passed' } }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await latestOplog()).toEqual(before);
  });

  it.each([
    ['an unknown status', { userId: 'x', status: 'pending' }],
    ['no account', { status: 'passed' }],
    ['an empty account', { userId: ' ', status: 'rejected' }],
  ])('answers 400 for %s', async (_case, body) => {
    await expect(admin.put(PATH, { body })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });
});
