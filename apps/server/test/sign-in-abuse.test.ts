import {
  ADMIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
} from '@fleetkey/contract';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { latestCode, PASSWORD, passwordLogin, registerUser, solvedCaptcha } from './support/accounts';
import { ADMIN_PASSWORD } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// Sign-in abuse: one answer for an unknown administrator and a wrong password; a captcha after a few
// failures under a name or from an address; failures lock an account only for the address they came from
// (nobody locks an administrator out from elsewhere); an address that fails too often, whatever the
// names, is throttled with Retry-After; a password reset lifts a lockout.
// Requests come from different loopback addresses (127.0.0.x), as from different machines.

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

/** POSTs JSON from the given local address. */
function postFrom(server: TestServer, address: string, path: string, body: object): Promise<Answer> {
  const url = new URL(`/v1${path}`, server.origin);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-requested-with': 'fleetkey',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const codeOf = (answer: Answer) => (JSON.parse(answer.body) as { code?: string }).code;

describe.each(testEngines)('sign-in abuse ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    await adminsService(server.db, server.clock).create('guarded', ADMIN_PASSWORD, false);
  });
  afterAll(() => server.close());

  const adminTry = (address: string, user: string, password: string, captcha?: object) =>
    postFrom(server, address, '/auth/admin/login', { user, password, ...captcha });
  /** An administrator sign-in as the form makes it: the captcha answered when the server asks for one. */
  const adminLogin = async (address: string, user: string, password: string) => {
    const answer = await adminTry(address, user, password);
    if (codeOf(answer) !== 'CAPTCHA_REQUIRED') return answer;
    return adminTry(address, user, password, await solvedCaptcha(server.newClient()));
  };
  const captchaRequired = (answer: Answer) =>
    (JSON.parse(answer.body) as { data?: { captchaRequired?: boolean } }).data?.captchaRequired === true;

  it('answers an unknown administrator and a wrong password the same', async () => {
    const unknown = await adminLogin('127.0.0.11', 'nobody-here', 'Wrong1234');
    const wrong = await adminLogin('127.0.0.11', 'guarded', 'Wrong1234');
    expect(unknown.status).toBe(400);
    expect(wrong).toEqual(unknown);
  });

  it('asks for a captcha after failures under one name from anywhere, or from one address under any names', async () => {
    await adminsService(server.db, server.clock).create('watched', ADMIN_PASSWORD, false);
    const answers = [];
    for (let i = 0; i < ADMIN_CAPTCHA_AFTER_FAILURES; i++)
      answers.push(await adminTry(`127.0.0.${21 + i}`, 'watched', 'Wrong1234'));
    expect(answers.map(captchaRequired)).toEqual([false, false, true]);
    const refused = await adminTry('127.0.0.30', 'watched', ADMIN_PASSWORD);
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const wrongCaptcha = await adminTry('127.0.0.30', 'watched', ADMIN_PASSWORD, {
      ...(await solvedCaptcha(server.newClient())),
      svgCode: 'nope',
    });
    expect(codeOf(wrongCaptcha)).toBe('CAPTCHA_WRONG');
    const signedIn = await adminTry(
      '127.0.0.30',
      'watched',
      ADMIN_PASSWORD,
      await solvedCaptcha(server.newClient()),
    );
    expect(signedIn.status).toBe(200);
    // Signed in: the name's count restarts. An unknown name counts the same (nothing to learn from it).
    expect((await adminTry('127.0.0.31', 'watched', ADMIN_PASSWORD)).status).toBe(200);
    const prober = '127.0.0.32';
    for (let i = 0; i < ADMIN_CAPTCHA_AFTER_FAILURES; i++) await adminTry(prober, `ghost-${i}`, 'Wrong1234');
    expect(codeOf(await adminTry(prober, 'watched', ADMIN_PASSWORD))).toBe('CAPTCHA_REQUIRED');
  });

  it('locks an administrator only for the address the failures came from', async () => {
    const attacker = '127.0.0.12';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      expect(codeOf(await adminLogin(attacker, 'guarded', `Wrong${i}x`))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await adminLogin(attacker, 'guarded', 'Wrong9x'))).toBe('LOGIN_LOCKED');
    expect(codeOf(await adminLogin(attacker, 'guarded', ADMIN_PASSWORD))).toBe('LOGIN_LOCKED');
    // The administrator, elsewhere, signs in as usual.
    expect((await adminLogin('127.0.0.13', 'guarded', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('throttles an address that fails too often whatever the names, with Retry-After', async () => {
    const prober = '127.0.0.14';
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++)
      expect(codeOf(await adminLogin(prober, `guess-${i}`, 'Wrong1234'))).toBe('INVALID_CREDENTIALS');
    const throttled = await adminLogin(prober, 'guarded', ADMIN_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(codeOf(throttled)).toBe('LOGIN_THROTTLED');
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    // The user sign-in from that address is throttled too; other addresses are not.
    expect(codeOf(await postFrom(server, prober, '/auth/login', { user: 'x', password: 'Wrong1234' }))).toBe(
      'LOGIN_THROTTLED',
    );
    expect((await adminLogin('127.0.0.15', 'guarded', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('lifts a user’s lockout when the password is reset with a code', async () => {
    const { mobile } = await registerUser(server);
    const client = server.newClient();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      await expect(passwordLogin(server.newClient(), mobile, `Wrong${i}x1`)).rejects.toMatchObject({
        status: i < LOGIN_MAX_FAILURES - 1 ? 400 : 429,
      });
    await expect(passwordLogin(server.newClient(), mobile, PASSWORD)).rejects.toMatchObject({
      code: 'LOGIN_LOCKED',
    });
    await client.get('/auth/sms_code', { query: { mobile, codeType: 'changePasswordCode' } });
    await client.put('/auth/reset_password', {
      query: { code: await latestCode(client, mobile) },
      body: { user: mobile, newPassword: 'Reset1234' },
    });
    await expect(passwordLogin(server.newClient(), mobile, 'Reset1234')).resolves.toMatchObject({ mobile });
  });
});
