import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, newMobile, passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// POST /auth/change_password, the IoT form without the old password (iot-console.md §7 Auth): the new
// password with the account's mobile and a changePasswordCode sent to it, under the usual code rules.

describe.each(testEngines)('changing the password with a code to the mobile ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  async function signedInWithCode() {
    const { mobile } = await registerUser(server);
    const client = server.newClient();
    await passwordLogin(client, mobile);
    await client.get('/auth/smscode', { query: { mobile } });
    return { client, mobile, code: await latestCode(client, mobile) };
  }

  it('sets the new password, ends the sessions and uses the code up', async () => {
    const { client, mobile, code } = await signedInWithCode();
    await expect(
      client.post('/auth/change_password', { body: { password: 'Bycode123', mobile, code } }),
    ).resolves.toBeNull();
    await expect(client.get('/devices')).rejects.toMatchObject({ status: 401 });
    await expect(passwordLogin(server.newClient(), mobile, 'Bycode123')).resolves.toMatchObject({ mobile });
    const again = server.newClient();
    await passwordLogin(again, mobile, 'Bycode123');
    await expect(
      again.post('/auth/change_password', { body: { password: 'Another123', mobile, code } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a wrong code, another number, and a form with neither old password nor code', async () => {
    const { client, mobile, code } = await signedInWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      client.post('/auth/change_password', { body: { password: 'Bycode123', mobile, code: wrong } }),
    ).rejects.toMatchObject({ status: 400, code: 'CODE_INVALID' });
    await expect(
      client.post('/auth/change_password', { body: { password: 'Bycode123', mobile: newMobile(), code } }),
    ).rejects.toMatchObject({ status: 400, code: 'CODE_INVALID' });
    await expect(
      client.post('/auth/change_password', { body: { password: 'Bycode123', mobile } }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await expect(
      server.newClient().post('/auth/change_password', { body: { password: 'Bycode123', mobile, code } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
