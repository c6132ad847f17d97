import { describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import {
  PASSWORD,
  latestCode,
  newMobile,
  passwordLogin,
  registerUser,
  solvedCaptcha,
} from './support/accounts';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';
import { withUserProbe } from './support/user-probe';

describe.each(testEngines)('registration, passwords and administrators ($name)', (engine) => {
  const setup = sharedServer(engine, {
    env: { OUTBOX_API: '1' },
    extend: withUserProbe,
  });

  describe('registration', () => {
    it('creates a main account from the wizard payload, dropping an all-empty enterprise', async () => {
      const client = setup.server.newClient();
      const mobile = newMobile();
      await client.get('/auth/sms_code', {
        query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
      });
      const smsCode = await latestCode(client, mobile);
      const user = await client.post<{ id: string; mobile: string; role: number }>('/users', {
        body: { smsCode, data: { mobile, password: PASSWORD, name: 'Li Lei', enterprise: { company: '' } } },
      });
      expect(user).toMatchObject({ mobile, role: 0, name: 'Li Lei' });
      const row = await setup.server.db
        .selectFrom('users')
        .select(['enterprise', 'passwordHash'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.enterprise).toBe('{}');
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      await expect(client.get('/auth/mobile_exist', { query: { mobile } })).resolves.toBe(true);
      await expect(client.get('/auth/mobile_exist', { query: { mobile: newMobile() } })).resolves.toBe(false);
    });

    it('refuses a second account for the same mobile with "mobile exist."', async () => {
      const { mobile } = await registerUser(setup.server);
      const client = setup.server.newClient();
      await expect(
        client.post('/users', { body: { smsCode: '123456', data: { mobile, password: PASSWORD } } }),
      ).rejects.toMatchObject({ status: 409, message: 'mobile exist.' });
    });

    it('refuses a taken user name with "user exist." and reports it through user_exist', async () => {
      const { user } = await registerUser(setup.server);
      const client = setup.server.newClient();
      await expect(client.get('/auth/user_exist', { query: { username: user.username } })).resolves.toBe(
        true,
      );
      await expect(
        client.post('/users', {
          body: {
            smsCode: '123456',
            data: { mobile: newMobile(), username: user.username, password: PASSWORD },
          },
        }),
      ).rejects.toMatchObject({ status: 409, message: 'user exist.' });
    });

    it('refuses a wrong SMS code and creates nothing', async () => {
      const client = setup.server.newClient();
      const mobile = newMobile();
      await client.get('/auth/sms_code', {
        query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
      });
      const code = await latestCode(client, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      await expect(
        client.post('/users', { body: { smsCode: wrong, data: { mobile, password: PASSWORD } } }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(client.get('/auth/mobile_exist', { query: { mobile } })).resolves.toBe(false);
    });

    it('answers a weak password or a bad mobile with 400 and the field', async () => {
      await expect(
        setup.server
          .newClient()
          .post('/users', { body: { smsCode: '123456', data: { mobile: '8612345', password: 'abcdefgh' } } }),
      ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });
  });

  describe('passwords', () => {
    it('changes the password with the current one and ends every session of the account', async () => {
      const { mobile } = await registerUser(setup.server);
      const browserA = setup.server.newClient();
      const browserB = setup.server.newClient();
      await passwordLogin(browserA, mobile);
      await passwordLogin(browserB, mobile);
      await browserA.put('/auth/change_password', {
        body: { oldPassword: PASSWORD, newPassword: 'Newpass123' },
      });
      await expect(browserA.get('/test-probe/me')).rejects.toMatchObject({ status: 401 });
      await expect(browserB.get('/test-probe/me')).rejects.toMatchObject({ status: 401 });
      await expect(passwordLogin(setup.server.newClient(), mobile, 'Newpass123')).resolves.toMatchObject({
        mobile,
      });
    });

    it('refuses a wrong current password and a new password equal to the current one', async () => {
      const { mobile } = await registerUser(setup.server);
      const client = setup.server.newClient();
      await passwordLogin(client, mobile);
      await expect(
        client.post('/auth/change_password', { body: { oldpassword: 'Wrong1234', password: 'Newpass123' } }),
      ).rejects.toMatchObject({ status: 400, code: 'CURRENT_PASSWORD_WRONG' });
      await expect(
        client.post('/auth/change_password', { body: { oldpassword: PASSWORD, password: PASSWORD } }),
      ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });

    it('resets a forgotten password with a changePasswordCode (both the PUT and the POST form)', async () => {
      const { mobile } = await registerUser(setup.server);
      const client = setup.server.newClient();
      await client.get('/auth/sms_code', { query: { mobile, codeType: 'changePasswordCode' } });
      await client.put('/auth/reset_password', {
        query: { code: await latestCode(client, mobile) },
        body: { user: mobile, newPassword: 'Reset1234' },
      });
      await expect(passwordLogin(setup.server.newClient(), mobile, 'Reset1234')).resolves.toMatchObject({
        mobile,
      });

      setup.server.clock.advance(61_000);
      await client.get('/auth/smscode', { query: { mobile } });
      await client.post('/auth/reset_password', {
        body: { mobile, code: await latestCode(client, mobile), password: 'Again1234' },
      });
      await expect(passwordLogin(setup.server.newClient(), mobile, 'Again1234')).resolves.toMatchObject({
        mobile,
      });
    });

    it('refuses a reset for an unknown mobile', async () => {
      await expect(
        setup.server.newClient().put('/auth/reset_password', {
          query: { code: '123456' },
          body: { user: newMobile(), newPassword: 'Reset1234' },
        }),
      ).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('administrators', () => {
    it('created the first administrator on first start, marked to change its password', async () => {
      const admin = await setup.server.db
        .selectFrom('admins')
        .selectAll()
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.mustChangePassword).toBe(1);
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('signs an administrator in at /auth/admin/login and lets only administrators list /admins', async () => {
      await adminsService(setup.server.db, setup.server.clock).create('ops', 'Opsword123', false);
      const admin = setup.server.newClient();
      await expect(
        admin.post('/auth/admin/login', { body: { user: 'ops', password: 'Opsword123' } }),
      ).resolves.toMatchObject({
        username: 'ops',
        role: 1,
        mustChangePassword: false,
      });
      const list = await admin.get<{ totalCount: number; result: { username: string }[] }>('/admins');
      expect(list.result.map((a) => a.username)).toEqual(['admin', 'ops']);
      expect(JSON.stringify(list)).not.toContain('argon2');

      await expect(setup.server.newClient().get('/admins')).rejects.toMatchObject({ status: 401 });
      const { mobile } = await registerUser(setup.server);
      const user = setup.server.newClient();
      await passwordLogin(user, mobile);
      await expect(user.get('/admins')).rejects.toMatchObject({ status: 403 });
    });

    it('holds an administrator on an initial password to changing it, then lets them in', async () => {
      await adminsService(setup.server.db, setup.server.clock).create('fresh', 'Initial123', true);
      const admin = setup.server.newClient();
      await expect(
        admin.post('/auth/admin/login', { body: { user: 'fresh', password: 'Initial123' } }),
      ).resolves.toMatchObject({
        mustChangePassword: true,
      });
      await expect(admin.get('/admins')).rejects.toMatchObject({
        status: 403,
        code: 'PASSWORD_CHANGE_REQUIRED',
      });
      await admin.put('/auth/change_password', {
        body: { oldPassword: 'Initial123', newPassword: 'Chosen1234' },
      });
      await admin.post('/auth/admin/login', { body: { user: 'fresh', password: 'Chosen1234' } });
      await expect(admin.get('/admins')).resolves.toMatchObject({ totalCount: expect.any(Number) });
    });

    it('refuses a user account at the administrator sign-in', async () => {
      const { mobile } = await registerUser(setup.server);
      await expect(
        setup.server.newClient().post('/auth/admin/login', { body: { user: mobile, password: PASSWORD } }),
      ).rejects.toMatchObject({ status: 400, message: 'invalid user or password' });
    });
  });
});
