import type { ApiClient } from '@fleetkey/api-client';
import { LOGIN_LOCKOUT_MS, PASSWORD_CONFIRM_PATHS } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, passwordLogin, registerUser } from './support/accounts';
import { ADMIN_PASSWORD, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const { user: USER_PATH, admin: ADMIN_PATH } = PASSWORD_CONFIRM_PATHS;

describe.each(testEngines)('the password-confirm dialog’s checks ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  async function signedInUser(): Promise<{ client: ApiClient; mobile: string }> {
    const { mobile } = await registerUser(server);
    const client = server.newClient();
    await passwordLogin(client, mobile);
    return { client, mobile };
  }

  it('answers ok to the user’s own password, with the remark trimmed', async () => {
    const { client } = await signedInUser();
    await expect(client.post(USER_PATH, { body: { password: PASSWORD } })).resolves.toEqual({
      verified: true,
      remark: '',
    });
    await expect(
      client.post(USER_PATH, {
        body: { password: PASSWORD, remark: '  unbinding for repair ', remarkRequired: true },
      }),
    ).resolves.toEqual({ verified: true, remark: 'unbinding for repair' });
  });

  it('answers a wrong password with "invalid user or password"', async () => {
    const { client } = await signedInUser();
    await expect(client.post(USER_PATH, { body: { password: 'Wrong1234' } })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_CREDENTIALS',
      message: 'invalid user or password',
    });
  });

  it.each([
    ['no remark when the dialog shows one', { password: PASSWORD, remarkRequired: true }],
    ['a blank remark when the dialog shows one', { password: PASSWORD, remark: '   ', remarkRequired: true }],
    ['a password with a space', { password: 'Abcd 1234' }],
    ['a 7-character password', { password: 'Abc1234' }],
    ['a remark of 257 characters', { password: PASSWORD, remark: 'r'.repeat(257) }],
  ])('refuses %s with 400', async (_case, body) => {
    const { client } = await signedInUser();
    await expect(client.post(USER_PATH, { body })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('locks the account after 5 wrong passwords, sign-in included, for 10 minutes', async () => {
    const { client, mobile } = await signedInUser();
    for (let i = 0; i < 4; i++) {
      await expect(client.post(USER_PATH, { body: { password: 'Wrong1234' } })).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    await expect(client.post(USER_PATH, { body: { password: 'Wrong1234' } })).rejects.toMatchObject({
      status: 429,
      code: 'LOGIN_LOCKED',
    });
    await expect(client.post(USER_PATH, { body: { password: PASSWORD } })).rejects.toMatchObject({
      status: 429,
    });
    await expect(passwordLogin(server.newClient(), mobile)).rejects.toMatchObject({ status: 429 });
    server.clock.advance(LOGIN_LOCKOUT_MS);
    await expect(client.post(USER_PATH, { body: { password: PASSWORD } })).resolves.toMatchObject({
      verified: true,
    });
  });

  it('starts the count again after a right password', async () => {
    const { client } = await signedInUser();
    const wrong = () => client.post(USER_PATH, { body: { password: 'Wrong1234' } }).catch((e: unknown) => e);
    for (let i = 0; i < 4; i++) await wrong();
    await client.post(USER_PATH, { body: { password: PASSWORD } });
    for (let i = 0; i < 4; i++) await expect(wrong()).resolves.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('checks an administrator’s password on the administrators’ path only', async () => {
    const admin = await superAdmin(server, 'checker');
    await expect(admin.post(ADMIN_PATH, { body: { password: ADMIN_PASSWORD } })).resolves.toEqual({
      verified: true,
      remark: '',
    });
    await expect(admin.post(ADMIN_PATH, { body: { password: 'Wrong1234' } })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(admin.post(USER_PATH, { body: { password: ADMIN_PASSWORD } })).rejects.toMatchObject({
      status: 403,
    });
    const { client: user } = await signedInUser();
    await expect(user.post(ADMIN_PATH, { body: { password: PASSWORD } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(server.newClient().post(ADMIN_PATH, { body: { password: PASSWORD } })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
  });

  it('locks an administrator out of sign-in after 5 wrong confirmations', async () => {
    const admin = await superAdmin(server, 'fumbler');
    for (let i = 0; i < 5; i++)
      await admin.post(ADMIN_PATH, { body: { password: 'Wrong1234' } }).catch(() => {});
    await expect(
      server.newClient().post('/auth/admin/login', { body: { user: 'fumbler', password: ADMIN_PASSWORD } }),
    ).rejects.toMatchObject({ status: 429, code: 'LOGIN_LOCKED' });
  });
});
