import type { LicenceValidation } from '@fleetkey/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEngines } from './support/databases';
import { addLicence, levelUser } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

const PER_KEY = 5;
const PER_IP = 30;

describe.each(testEngines)('licence validation for devices ($name)', (engine) => {
  let server: TestServer;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: {
        LICENCE_VALIDATE_PER_KEY_PER_MINUTE: String(PER_KEY),
        LICENCE_VALIDATE_PER_IP_PER_MINUTE: String(PER_IP),
      },
    });
    userId = (await levelUser(server)).user.id;
  });
  afterAll(() => server.close());
  // Each test starts in a fresh rate-limit window.
  beforeEach(() => server.clock.advance(61_000));
  afterEach(() => vi.restoreAllMocks());

  // As a device calls it: no session cookie, no X-Requested-With header.
  const validate = (body: unknown) =>
    fetch(`${server.origin}/v1/licences/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const verdict = async (licenceKey: string, deviceId: string) => {
    const response = await validate({ licenceKey, deviceId });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: LicenceValidation }).data;
  };

  it('answers VALID with expiry and edition; DEVICE_MISMATCH, NOT_BOUND, EXPIRED and NOT_FOUND with neither', async () => {
    const bound = await addLicence(server, userId, { deviceId: 'dev-1', deviceName: 'one', edition: 4 });
    const unbound = await addLicence(server, userId);
    const expired = await addLicence(server, userId, {
      deviceId: 'dev-2',
      deviceName: 'two',
      expiredAt: server.clock.now() - 1,
    });
    await expect(verdict(bound.cdkey, 'dev-1')).resolves.toEqual({
      valid: true,
      code: 'VALID',
      expiredAt: bound.expiredAt,
      edition: 4,
    });
    await expect(verdict(bound.cdkey, 'dev-9')).resolves.toEqual({ valid: false, code: 'DEVICE_MISMATCH' });
    await expect(verdict(unbound.cdkey, 'dev-1')).resolves.toEqual({ valid: false, code: 'NOT_BOUND' });
    await expect(verdict(expired.cdkey, 'dev-2')).resolves.toEqual({ valid: false, code: 'EXPIRED' });
    await expect(verdict('NO-SUCH-KEY', 'dev-1')).resolves.toEqual({ valid: false, code: 'NOT_FOUND' });
  });

  it('matches the key in any case, with or without its dashes', async () => {
    const licence = await addLicence(server, userId, { deviceId: 'dev-k', deviceName: 'k' });
    for (const typed of [
      licence.cdkey.toLowerCase(),
      licence.cdkey.replaceAll('-', ''),
      ` ${licence.cdkey} `,
    ])
      await expect(verdict(typed, 'dev-k'), typed).resolves.toMatchObject({ valid: true, code: 'VALID' });
  });

  it('is valid up to expiredAt itself and expired one millisecond after', async () => {
    const t = server.clock.now();
    const licence = await addLicence(server, userId, { deviceId: 'edge', deviceName: 'edge', expiredAt: t });
    vi.spyOn(server.clock, 'now').mockReturnValue(t);
    await expect(verdict(licence.cdkey, 'edge')).resolves.toMatchObject({ code: 'VALID' });
    vi.spyOn(server.clock, 'now').mockReturnValue(t + 1);
    await expect(verdict(licence.cdkey, 'edge')).resolves.toMatchObject({ code: 'EXPIRED' });
  });

  it('answers bad requests with 400 and worded messages (devices have no console to word keys), never 500', async () => {
    const fields = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { data: { fields: { path: string; message: string }[] } }).data
        .fields;
    };
    await expect(fields(await validate({ licenceKey: 'K', deviceId: '-bad' }))).resolves.toContainEqual(
      expect.objectContaining({
        path: 'deviceId',
        message: 'deviceId: 1–64 letters, digits, _ or -, not starting or ending with _ or -',
      }),
    );
    await expect(fields(await validate({ deviceId: 'dev-1' }))).resolves.toContainEqual(
      expect.objectContaining({ path: 'licenceKey', message: 'licenceKey is required' }),
    );
    await expect(
      fields(await validate({ licenceKey: 'K'.repeat(65), deviceId: 'dev-1' })),
    ).resolves.toContainEqual(
      expect.objectContaining({ path: 'licenceKey', message: 'licenceKey: at most 64 characters' }),
    );
    const raw = (body: string) =>
      fetch(`${server.origin}/v1/licences/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    for (const body of ['[]', '"key"', 'null', '{"licenceKey":{"$gt":""},"deviceId":"d"}']) {
      const response = await raw(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { code: string }).code, body).toBe('VALIDATION_FAILED');
    }
    // A body that is not JSON at all is said to be so, in the words every other route uses.
    const cases: [string, number, string, string][] = [
      ['{"licenceKey":', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Body is not valid JSON'],
      ['licenceKey=K&deviceId=d', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Body is not valid JSON'],
      ['', 400, 'FST_ERR_CTP_EMPTY_JSON_BODY', 'Body cannot be empty'],
      [
        `{"licenceKey":"${'K'.repeat(5000)}"}`,
        413,
        'FST_ERR_CTP_BODY_TOO_LARGE',
        'Request body is too large',
      ],
    ];
    for (const [body, status, code, words] of cases) {
      const response = await raw(body);
      expect(response.status, body.slice(0, 30)).toBe(status);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code, body.slice(0, 30)).toBe(code);
      expect(answer.message).toContain(words);
    }
    // Fastify answers the same mistake on another route alike.
    const other = await fetch(`${server.origin}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' },
      body: '{"licenceKey":',
    });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { code: string }).code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });

  it(`limits each key to ${PER_KEY} validations a minute, with Retry-After, and lets the next minute in`, async () => {
    const licence = await addLicence(server, userId, { deviceId: 'rl', deviceName: 'rl' });
    const other = await addLicence(server, userId, { deviceId: 'rl2', deviceName: 'rl2' });
    for (let i = 0; i < PER_KEY; i++) await verdict(licence.cdkey, 'rl');
    const refused = await validate({ licenceKey: licence.cdkey, deviceId: 'rl' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(refused.json()).resolves.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(verdict(other.cdkey, 'rl2')).resolves.toMatchObject({ code: 'VALID' });
    server.clock.advance(61_000);
    await expect(verdict(licence.cdkey, 'rl')).resolves.toMatchObject({ code: 'VALID' });
  });

  it(`limits each client address to ${PER_IP} validations a minute, whatever the keys`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP + 2; i++)
      statuses.push((await validate({ licenceKey: `GUESS-${i}`, deviceId: 'd' })).status);
    expect(statuses.slice(0, PER_IP).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(PER_IP)).toEqual([429, 429]);
  });
});
