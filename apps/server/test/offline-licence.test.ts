import { createMemoryCookieJar } from '@fleetkey/api-client';
import {
  parseOfflineLicence,
  parseOfflineRevocations,
  type LicenceSigningKey,
  type SessionUser,
} from '@fleetkey/contract';
import { execFile } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceSigningKeys } from '../src/modules/licensing/licences/signing-keys';
import { testEngines } from './support/databases';
import { addLicence, setLevel, trail } from './support/licences';
import { startTestServer, type TestServer, testClient } from './support/test-server';

const run = promisify(execFile);
const DAY = 86_400_000;

/**
 * Verifies with the real openssl binary by the README's own commands (grep, sed, base64, openssl pkeyutl);
 * true when openssl says the signature is good.
 */
async function opensslVerifies(dir: string, publicKeyPem: string, file: Buffer): Promise<boolean> {
  await writeFile(path.join(dir, 'pub.pem'), publicKeyPem);
  await writeFile(path.join(dir, 'licence.lic'), file);
  const script = [
    "grep -v '^signature: ' licence.lic > payload",
    "sed -n 's/^signature: //p' licence.lic | base64 -d > sig",
    'openssl pkeyutl -verify -pubin -inkey pub.pem -rawin -in payload -sigfile sig',
  ].join(' && ');
  return run('sh', ['-c', script], { cwd: dir }).then(
    ({ stdout }) => stdout.includes('Signature Verified Successfully'),
    () => false,
  );
}

/** The README's Node recipe (the js block after "With Node's `crypto`"), as a user would paste it. */
async function readmeNodeRecipe(): Promise<string> {
  const readme = await readFile(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
  const recipe = /With Node's `crypto`[^]*?```js\n([^]*?)```/.exec(readme)?.[1];
  if (!recipe) throw new Error("README: no js block after With Node's `crypto`");
  return recipe;
}

/** Runs the README's Node recipe on the file in `dir` (licence.lic, pub.pem beside it); true when it prints true. */
async function nodeRecipeAccepts(dir: string, publicKeyPem: string, file: Buffer): Promise<boolean> {
  await writeFile(path.join(dir, 'pub.pem'), publicKeyPem);
  await writeFile(path.join(dir, 'licence.lic'), file);
  await writeFile(path.join(dir, 'check.mjs'), await readmeNodeRecipe());
  const { stdout } = await run(process.execPath, ['check.mjs'], { cwd: dir });
  return stdout.trim() === 'true';
}

describe.each(testEngines)('offline licence files ($name)', (engine) => {
  let server: TestServer;
  let scratch: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    scratch = await mkdtemp(path.join(tmpdir(), 'fleetkey-offline-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** A signed-in user of the level, and a raw GET that carries their session cookie. */
  async function userAt(level: number) {
    const jar = createMemoryCookieJar();
    const client = testClient(server.origin, { cookieJar: jar });
    const user = await client.post<SessionUser>('/test/session', { body: { role: 0 } });
    await setLevel(server, user.id, level);
    const get = (url: string) =>
      fetch(`${server.origin}/v1${url}`, { headers: { cookie: jar.header() ?? '' } });
    return { client, user, get };
  }

  it('downloads a signed file that openssl and node crypto verify against the served key; one changed byte fails', async () => {
    const { user, get } = await userAt(5);
    const licence = await addLicence(server, user.id, { deviceId: 'panel-7', deviceName: 'Seven' });
    const response = await get(`/licences/offline/${licence.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="licence-${licence.licenceNo}.lic"`,
    );
    const file = Buffer.from(await response.arrayBuffer());
    const parsed = parseOfflineLicence(file.toString('utf8'));
    const publicKeyPem = await (await fetch(`${server.origin}/v1/licences/public-key`)).text();
    expect(parsed?.payload).toEqual({
      format: 'fleetkey-offline-licence/2',
      keyId: expect.stringMatching(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{16}$/),
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      licenceId: licence.id,
      licenceNo: licence.licenceNo,
      deviceId: 'panel-7',
      edition: '3',
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expiresAt: new Date(
        Math.min(Date.parse(parsed?.payload.issuedAt ?? '') + 30 * DAY, licence.expiredAt),
      ).toISOString(),
    });

    expect(await opensslVerifies(scratch, publicKeyPem, file)).toBe(true);
    const tampered = Buffer.from(file);
    const at = tampered.indexOf('panel-7');
    tampered[at] = 'q'.charCodeAt(0);
    expect(await opensslVerifies(scratch, publicKeyPem, tampered)).toBe(false);

    const key = createPublicKey(publicKeyPem);
    const signature = Buffer.from(parsed?.signature ?? '', 'base64');
    expect(verify(null, Buffer.from(parsed?.signedText ?? ''), key, signature)).toBe(true);
    const tamperedText = parseOfflineLicence(tampered.toString('utf8'))?.signedText ?? '';
    expect(verify(null, Buffer.from(tamperedText), key, signature)).toBe(false);

    const { logs } = await trail(server, user.id);
    expect(logs.map((l) => l.content)).toEqual([
      `downloaded the offline licence of ${licence.licenceNo} for device panel-7`,
    ]);
  });

  it('the README’s openssl and Node recipes accept the file as served and refuse anything after its signature', async () => {
    const { user, get } = await userAt(5);
    const licence = await addLicence(server, user.id, { deviceId: 'panel-0042', deviceName: 'recipe' });
    const file = Buffer.from(await (await get(`/licences/offline/${licence.id}`)).arrayBuffer());
    const publicKeyPem = await (await fetch(`${server.origin}/v1/licences/public-key`)).text();
    const signatureLine = file.toString('latin1').split('\n').at(-2) ?? '';
    const extended = [
      'deviceId: panel-0099\n',
      'edition: 4\nexpiresAt: 2099-01-01T00:00:00.000Z\n',
      `${signatureLine}\n`,
      '\n',
    ].map((tail) => Buffer.concat([file, Buffer.from(tail)]));
    expect(await nodeRecipeAccepts(scratch, publicKeyPem, file)).toBe(true);
    expect(await opensslVerifies(scratch, publicKeyPem, file)).toBe(true);
    for (const tampered of extended) {
      expect(await nodeRecipeAccepts(scratch, publicKeyPem, tampered)).toBe(false);
      expect(await opensslVerifies(scratch, publicKeyPem, tampered)).toBe(false);
      expect(parseOfflineLicence(tampered.toString('utf8'))).toBeUndefined();
    }
  });

  it('leases a file for 30 days (OFFLINE_LICENCE_LEASE_DAYS), never past the licence’s own expiry', async () => {
    const { user, get } = await userAt(5);
    const long = await addLicence(server, user.id, { deviceId: 'lease-a', deviceName: 'a' });
    const now = server.clock.now();
    const short = await addLicence(server, user.id, {
      deviceId: 'lease-b',
      deviceName: 'b',
      expiredAt: now + 10 * DAY,
    });
    const leaseOf = async (id: string) => {
      const text = await (await get(`/licences/offline/${id}`)).text();
      const payload = parseOfflineLicence(text)?.payload;
      return {
        issuedAt: Date.parse(payload?.issuedAt ?? ''),
        expiresAt: Date.parse(payload?.expiresAt ?? ''),
      };
    };
    expect(long.expiredAt).toBeGreaterThan(now + 30 * DAY);
    const lease = await leaseOf(long.id);
    expect(lease.expiresAt).toBe(lease.issuedAt + 30 * DAY);
    expect((await leaseOf(short.id)).expiresAt).toBe(short.expiredAt);
  });

  it('revokes the files of an unbound licence in the signed list until their lease ends; the new device’s file is not listed', async () => {
    const { client, user, get } = await userAt(5);
    const licence = await addLicence(server, user.id, { deviceId: 'panel-0042', deviceName: 'old' });
    const fileIdOf = async () =>
      parseOfflineLicence(await (await get(`/licences/offline/${licence.id}`)).text())?.payload.fileId ?? '';
    const oldFile = await fileIdOf();
    await client.put(`/licences/unbind/${licence.id}`);
    await client.put(`/licences/bind/${licence.id}`, {
      query: { deviceId: 'panel-0099', deviceName: 'new' },
    });
    const newFile = await fileIdOf();

    const listed = async () => {
      const text = await (await fetch(`${server.origin}/v1/licences/revocations`)).text();
      const parsed = parseOfflineRevocations(text);
      const key = createPublicKey(await (await fetch(`${server.origin}/v1/licences/public-key`)).text());
      const signature = Buffer.from(parsed?.signature ?? '', 'base64');
      expect(verify(null, Buffer.from(parsed?.signedText ?? ''), key, signature)).toBe(true);
      return parsed?.list.revoked.map((file) => file.fileId) ?? [];
    };
    expect(await listed()).toContain(oldFile);
    expect(await listed()).not.toContain(newFile);
    server.clock.advance(31 * DAY);
    expect(await listed()).not.toContain(oldFile);
  });

  it('renews a lease for the device presenting its key (any case, dashes or not); refuses anyone else alike', async () => {
    const { user } = await userAt(5);
    const licence = await addLicence(server, user.id, { deviceId: 'panel-r', deviceName: 'r' });
    const renew = (licenceKey: string, deviceId: string) =>
      fetch(`${server.origin}/v1/licences/offline/renew`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ licenceKey, deviceId }),
      });
    const renewed = await renew(licence.cdkey.toLowerCase().replaceAll('-', ''), 'panel-r');
    expect(renewed.status).toBe(200);
    expect(parseOfflineLicence(await renewed.text())?.payload).toMatchObject({
      licenceId: licence.id,
      deviceId: 'panel-r',
    });
    const refusals = [await renew(licence.cdkey, 'panel-other'), await renew('NO-SUCH-KEY', 'panel-r')];
    expect(refusals.map((r) => r.status)).toEqual([403, 403]);
    const bodies = await Promise.all(refusals.map((r) => r.json()));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({ code: 'OFFLINE_RENEW_REFUSED' });
  });

  it('refuses below level 5, for an unbound or expired licence, and for another user’s licence', async () => {
    const low = await userAt(4);
    const high = await userAt(5);
    const lowLicence = await addLicence(server, low.user.id, { deviceId: 'd-1', deviceName: 'one' });
    const unbound = await addLicence(server, high.user.id);
    const expired = await addLicence(server, high.user.id, {
      deviceId: 'd-2',
      deviceName: 'two',
      expiredAt: server.clock.now() - 1,
    });
    const refusal = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as object),
    });
    await expect(refusal(await low.get(`/licences/offline/${lowLicence.id}`))).resolves.toMatchObject({
      status: 403,
      code: 'LEVEL_TOO_LOW',
    });
    await expect(refusal(await high.get(`/licences/offline/${unbound.id}`))).resolves.toMatchObject({
      status: 409,
      code: 'LICENCE_NOT_BOUND',
    });
    await expect(refusal(await high.get(`/licences/offline/${expired.id}`))).resolves.toMatchObject({
      status: 409,
      code: 'LICENCE_EXPIRED',
    });
    await expect(refusal(await high.get(`/licences/offline/${lowLicence.id}`))).resolves.toMatchObject({
      status: 404,
    });
    expect((await fetch(`${server.origin}/v1/licences/offline/${lowLicence.id}`)).status).toBe(401);
  });

  it('keeps the private key in DATA_DIR with mode 0600, made at the first start', async () => {
    const folder = path.join(server.dataDir, 'licence-keys');
    const names = await readdir(folder);
    const privateKeys = names.filter((n) => n.endsWith('.key'));
    expect(privateKeys.length).toBeGreaterThanOrEqual(1);
    for (const name of privateKeys) expect((await stat(path.join(folder, name))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });

  it('signs with a rotated key from then on, while files signed before still verify with their key', async () => {
    const { user, get } = await userAt(6);
    const licence = await addLicence(server, user.id, { deviceId: 'rot-1', deviceName: 'r' });
    const download = async () =>
      parseOfflineLicence(await (await get(`/licences/offline/${licence.id}`)).text());
    const before = await download();
    const rotated = await licenceSigningKeys(server.dataDir).rotate();
    const after = await download();
    expect(after?.payload.keyId).toBe(rotated.keyId);
    expect(after?.payload.keyId).not.toBe(before?.payload.keyId);

    const keys = (await (await fetch(`${server.origin}/v1/licences/public-keys`)).json()) as {
      data: LicenceSigningKey[];
    };
    expect(keys.data[0]).toMatchObject({ keyId: rotated.keyId, active: true });
    expect(keys.data.filter((k) => k.active)).toHaveLength(1);
    const oldKey = keys.data.find((k) => k.keyId === before?.payload.keyId);
    expect(oldKey).toMatchObject({ active: false });

    for (const file of [before, after]) {
      const pem = await (
        await fetch(`${server.origin}/v1/licences/public-key?keyId=${file?.payload.keyId ?? ''}`)
      ).text();
      const signature = Buffer.from(file?.signature ?? '', 'base64');
      expect(verify(null, Buffer.from(file?.signedText ?? ''), createPublicKey(pem), signature)).toBe(true);
    }
    await expect(fetch(`${server.origin}/v1/licences/public-key`).then((r) => r.text())).resolves.toBe(
      rotated.publicKeyPem,
    );
    expect((await fetch(`${server.origin}/v1/licences/public-key?keyId=nope`)).status).toBe(404);
  });
});
