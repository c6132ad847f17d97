import type { SessionUser } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, latestCode, newMobile, passwordLogin, solvedCaptcha } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// The classic register and reset-password forms (licence-portal.md §2; the IoT console's first style):
// an account made with a user name, and a forgotten password recovered by that name.
describe.each(testEngines)('classic register and reset-password forms ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  let named = 0;
  const newName = () => `classic_${process.pid % 10_000}_${(named += 1)}`;

  async function registerNamed(): Promise<{ username: string; mobile: string; user: SessionUser }> {
    const client = server.newClient();
    const username = newName();
    const mobile = newMobile();
    await client.get('/auth/sms_code', {
      query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    });
    const user = await client.post<SessionUser>('/users', {
      body: { smsCode: await latestCode(client, mobile), data: { username, mobile, password: PASSWORD } },
    });
    server.clock.advance(61_000);
    return { username, mobile, user };
  }

  it('registers an account with a user name that then signs in by that name', async () => {
    const { username, user } = await registerNamed();
    expect(user.username).toBe(username);
    await expect(passwordLogin(server.newClient(), username)).resolves.toMatchObject({ id: user.id });
  });

  it('refuses a second account with the same user name with "user exist."', async () => {
    const { username } = await registerNamed();
    const client = server.newClient();
    const mobile = newMobile();
    await client.get('/auth/sms_code', {
      query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    });
    await expect(
      client.post('/users', {
        body: { smsCode: await latestCode(client, mobile), data: { username, mobile, password: PASSWORD } },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'USER_EXISTS' });
  });

  it('resets by user name: the code goes to the account’s mobile, PUT /auth/reset_password takes the name', async () => {
    const { username, mobile, user } = await registerNamed();
    const client = server.newClient();
    await expect(
      client.get('/auth/recover_password', { query: { username, type: 'mobile' } }),
    ).resolves.toEqual({ receiver: expect.stringContaining('****') });
    await client.put('/auth/reset_password', {
      query: { code: await latestCode(client, mobile) },
      body: { user: username, newPassword: 'Classic2024' },
    });
    await expect(passwordLogin(server.newClient(), username, 'Classic2024')).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('takes the national mobile typed in the user-name field, as sign-in does', async () => {
    const { mobile, user } = await registerNamed();
    const national = mobile.slice(2);
    const client = server.newClient();
    await client.get('/auth/recover_password', { query: { username: national, type: 'mobile' } });
    await client.put('/auth/reset_password', {
      query: { code: await latestCode(client, mobile) },
      body: { user: national, newPassword: 'Classic2025' },
    });
    await expect(passwordLogin(server.newClient(), mobile, 'Classic2025')).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('refuses a code sent to another account, and an unknown user name', async () => {
    const first = await registerNamed();
    const second = await registerNamed();
    const client = server.newClient();
    await client.get('/auth/recover_password', { query: { username: first.username, type: 'mobile' } });
    await expect(
      client.put('/auth/reset_password', {
        query: { code: await latestCode(client, first.mobile) },
        body: { user: second.username, newPassword: 'Classic2026' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.put('/auth/reset_password', {
        query: { code: '123456' },
        body: { user: 'nobody_at_all', newPassword: 'Classic2026' },
      }),
    ).rejects.toMatchObject({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  });

  it.each([
    ['a user name with Chinese characters', { user: '李雷', newPassword: 'Classic2024' }],
    ['a weak new password', { user: 'classic_x', newPassword: '12345678' }],
    ['no user', { newPassword: 'Classic2024' }],
  ])('answers 400 for %s', async (_case, body) => {
    await expect(
      server.newClient().put('/auth/reset_password', { query: { code: '123456' }, body }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
