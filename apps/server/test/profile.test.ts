import type { UserProfile } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, latestCode, newMobile, passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe.each(testEngines)('the user profile ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  async function signedInUser() {
    const { mobile, user } = await registerUser(server);
    const client = server.newClient();
    await passwordLogin(client, mobile);
    return { client, mobile, user };
  }

  it("reads one's own profile by id or by user name, and nobody else's", async () => {
    const { client, user, mobile } = await signedInUser();
    await expect(client.get<UserProfile>(`/users/${user.id}`)).resolves.toMatchObject({
      id: user.id,
      mobile,
      area: '86',
    });
    await expect(client.get<UserProfile>(`/users/${user.username}`)).resolves.toMatchObject({ id: user.id });
    const other = await registerUser(server);
    await expect(client.get(`/users/${other.user.id}`)).rejects.toMatchObject({ status: 403 });
    await expect(server.newClient().get(`/users/${user.id}`)).rejects.toMatchObject({ status: 401 });
  });

  it('saves the info fields and the enterprise object', async () => {
    const { client, user } = await signedInUser();
    const profile = await client.put<UserProfile>(`/users/${user.id}`, {
      body: {
        nickname: 'Lei',
        desc: 'Embedded UI',
        gender: 1,
        enterprise: {
          company: 'Acme-Tech',
          industry: 'Manufacturing',
          position: 'Engineer',
          address: 'Shenzhen Nanshan',
        },
      },
    });
    expect(profile).toMatchObject({
      nickname: 'Lei',
      desc: 'Embedded UI',
      gender: 1,
      enterprise: { company: 'Acme-Tech' },
    });
    await expect(client.get(`/users/${user.id}`)).resolves.toMatchObject({ nickname: 'Lei' });
  });

  // One user table serves both consoles: the portal's form checks its narrower nickname rule (licence-portal.md
  // §5), the server the console's (iot-console.md §5: any 2–64 text), so a name either console saved is kept.
  it("takes a nickname by the console's rule (2–64 characters) and refuses 65", async () => {
    const { client, user } = await signedInUser();
    for (const nickname of ['Lei Wang', '小王_2', 'l'.repeat(64)])
      await expect(client.put(`/users/${user.id}`, { body: { nickname } })).resolves.toMatchObject({
        nickname,
      });
    await expect(
      client.put(`/users/${user.id}`, { body: { nickname: 'l'.repeat(65) } }),
    ).rejects.toMatchObject({
      status: 400,
      data: { fields: [{ path: 'nickname', message: 'validation.profileTextInvalid' }] },
    });
  });

  it('refuses a profile text shorter than 2 characters with 400', async () => {
    const { client, user } = await signedInUser();
    await expect(client.put(`/users/${user.id}`, { body: { nickname: 'x' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('changes the mobile with a code sent to the new number, and refuses a taken one', async () => {
    const { client, user } = await signedInUser();
    const next = newMobile();
    await client.get('/auth/change_mobile_verify_code', { query: { mobile: next } });
    await expect(
      client.put(`/users/${user.id}`, {
        query: { code: await latestCode(client, next) },
        body: { mobile: next },
      }),
    ).resolves.toMatchObject({ mobile: next });
    await expect(passwordLogin(server.newClient(), next)).resolves.toMatchObject({ id: user.id });

    const taken = await registerUser(server);
    await expect(
      client.put(`/users/${user.id}`, { query: { code: '123456' }, body: { mobile: taken.mobile } }),
    ).rejects.toMatchObject({ status: 409, message: 'mobile exist.' });
  });

  it('binds a first e-mail with its code, lower-cased, then refuses another account the same address', async () => {
    const { client, user } = await signedInUser();
    const email = `Li.Lei.${Date.now()}@Example.com`;
    await client.get('/auth/email_code', { query: { email } });
    await expect(
      client.put(`/users/${user.id}`, {
        query: { code: await latestCode(client, email.toLowerCase()) },
        body: { email },
      }),
    ).resolves.toMatchObject({ email: email.toLowerCase() });

    const second = await signedInUser();
    await expect(
      second.client.put(`/users/${second.user.id}`, { query: { code: '123456' }, body: { email } }),
    ).rejects.toMatchObject({ status: 409, code: 'EMAIL_EXISTS' });
  });

  it('refuses a contact change without the right code', async () => {
    const { client, user } = await signedInUser();
    await expect(
      client.put(`/users/${user.id}`, { query: { code: '123456' }, body: { mobile: newMobile() } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('turns phone security on, so the next sign-in asks for an SMS code', async () => {
    const { client, user, mobile } = await signedInUser();
    await expect(
      client.put(`/users/${user.id}`, { body: { enableTwoFactorCheck: 'true' } }),
    ).resolves.toMatchObject({
      enableTwoFactorCheck: 'true',
    });
    await expect(passwordLogin(server.newClient(), mobile, PASSWORD)).rejects.toMatchObject({
      message: 'UC :factor check failed',
    });
  });

  it('answers GET /users with the signed-in user (the lookup behind automatic sign-in)', async () => {
    const { client, user } = await signedInUser();
    await expect(client.get('/users')).resolves.toMatchObject({ id: user.id });
    await expect(server.newClient().get('/users')).rejects.toMatchObject({ status: 401 });
  });

  it('recovers a password through the bound e-mail: code by user name, reset by e-mail', async () => {
    const { client, user, mobile } = await signedInUser();
    const email = `reset.${Date.now()}@example.com`;
    await client.get('/auth/email_code', { query: { email } });
    await client.put(`/users/${user.id}`, {
      query: { code: await latestCode(client, email) },
      body: { email },
    });
    server.clock.advance(61_000);

    const anonymous = server.newClient();
    await expect(
      anonymous.get('/auth/recover_password', { query: { username: user.username, type: 'email' } }),
    ).resolves.toEqual({ receiver: expect.stringMatching(/^re\*\*\*@example\.com$/) });
    await anonymous.post('/auth/reset_password', {
      body: { email, code: await latestCode(anonymous, email), password: 'Mailed123' },
    });
    await expect(passwordLogin(server.newClient(), mobile, 'Mailed123')).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('answers recover_password for an unknown account with ACCOUNT_NOT_FOUND', async () => {
    await expect(
      server
        .newClient()
        .get('/auth/recover_password', { query: { username: 'nobody_here', type: 'mobile' } }),
    ).rejects.toMatchObject({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('closes an account only with its password, ending its sessions', async () => {
    const { client, user, mobile } = await signedInUser();
    await expect(
      client.delete(`/users/${user.id}`, { body: { password: 'Wrong1234' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'invalid user or password',
    });
    await client.delete(`/users/${user.id}`, { body: { password: PASSWORD } });
    await expect(client.get('/users')).rejects.toMatchObject({ status: 401 });
    await expect(passwordLogin(server.newClient(), mobile)).rejects.toMatchObject({
      message: 'UC :password error',
    });
  });

  describe('avatar', () => {
    const upload = async (
      client: ReturnType<TestServer['newClient']>,
      key: string,
      name: string,
      bytes: Buffer,
    ) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return client.post<{ avatar: string }>(`/users/${key}/avatar`, { body: form });
    };

    it('stores a PNG under a server-made name and serves it with nosniff', async () => {
      const { client, user } = await signedInUser();
      const { avatar } = await upload(client, user.id, 'me.png', PNG);
      expect(avatar).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
      await expect(client.get(`/users/${user.id}`)).resolves.toMatchObject({ avatar });
      const served = await fetch(`${server.origin}/v1/${avatar}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    });

    it('refuses a 300 KB file with "only files within 200K can be uploaded"', async () => {
      const { client, user } = await signedInUser();
      await expect(
        upload(client, user.id, 'big.png', Buffer.concat([PNG, Buffer.alloc(300_000)])),
      ).rejects.toMatchObject({
        status: 413,
        code: 'AVATAR_TOO_LARGE',
        message: 'only files within 200K can be uploaded',
      });
    });

    it('refuses a PNG renamed to .jpg, and a text file named .png', async () => {
      const { client, user } = await signedInUser();
      await expect(upload(client, user.id, 'me.jpg', PNG)).rejects.toMatchObject({
        code: 'AVATAR_FORMAT',
        message: 'only jpg,png,gif,bmp files can be uploaded',
      });
      await expect(upload(client, user.id, 'me.png', Buffer.from('hello'))).rejects.toMatchObject({
        code: 'AVATAR_FORMAT',
      });
    });

    it("refuses an upload to someone else's profile", async () => {
      const { client } = await signedInUser();
      const other = await registerUser(server);
      await expect(upload(client, other.user.id, 'me.png', PNG)).rejects.toMatchObject({ status: 403 });
    });
  });
});
