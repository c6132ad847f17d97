import { licencesApi } from '@fleetkey/api-client';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../apps/server/test/support/databases';
import { addLicence, levelUser } from '../../../apps/server/test/support/licences';
import { startTcpProxy, type TcpProxy } from '../../../apps/server/test/support/tcp-proxy';
import { startTestServer, type TestServer } from '../../../apps/server/test/support/test-server';
import { makeCertificate, type TestCertificate } from './support/certificate';
import { runKit } from './support/kit-process';

// Issue 36: the C kit's online layer (libcurl) against the real server: the validation call with each of
// its answers, the lease renewal whose file the licence layer then verifies, the revocation list and the
// public key; over HTTPS (a TLS proxy with a certificate made for the run) the server's certificate and
// host name are checked.

const DAY = 86_400_000;

describe('C kit: licence validation and lease renewal online', () => {
  let server: TestServer;
  let scratch: string;
  let certificate: TestCertificate;
  let https: TcpProxy;
  const keys: Record<'valid' | 'unbound' | 'expired', string> = { valid: '', unbound: '', expired: '' };

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
    scratch = await mkdtemp(path.join(tmpdir(), 'fleetkey-ckit-online-'));
    certificate = await makeCertificate(scratch);
    https = await startTcpProxy(Number(new URL(server.origin).port), { tls: certificate });
    const { user } = await levelUser(server, 5);
    const now = server.clock.now();
    keys.valid = (await addLicence(server, user.id, { deviceId: 'panel-1', deviceName: 'one' })).cdkey ?? '';
    keys.unbound = (await addLicence(server, user.id)).cdkey ?? '';
    keys.expired =
      (await addLicence(server, user.id, { deviceId: 'panel-2', deviceName: 'two', expiredAt: now - DAY }))
        .cdkey ?? '';
  });
  afterAll(async () => {
    await https.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const online = (origin: string, licenceKey: string, device: string, ...more: string[]) =>
    runKit('licence-online', ['--server', origin, '--licence-key', licenceKey, '--device', device, ...more]);
  const file = (name: string) => path.join(scratch, name);

  it('validates, renews the lease, and fetches the key and revocation list the device keeps', async () => {
    const result = await online(
      server.origin,
      keys.valid,
      'panel-1',
      ...['--public-key', file('pub.pem'), '--renew', file('renewed.lic'), '--revocations', file('list.txt')],
    );
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toBe('validation: valid (edition 3)\nrenewed file: valid\n');
    const renewed = await readFile(file('renewed.lic'), 'utf8');
    expect(renewed).toMatch(/^format: fleetkey-offline-licence\/2\n[^]*deviceId: panel-1\n/);
    expect(await readFile(file('pub.pem'), 'utf8')).toBe(
      await licencesApi(server.newClient()).publicKeyPem(),
    );
    expect(await readFile(file('list.txt'), 'utf8')).toMatch(/^format: fleetkey-offline-revocations\/1\n/);
    const check = await runKit('licence-check', [
      ...['--key', file('pub.pem'), '--device', 'panel-1', '--revocations', file('list.txt')],
      file('renewed.lic'),
    ]);
    expect(check).toMatchObject({ code: 0, stdout: expect.stringMatching(/^valid\n/) });
  });

  it('answers each of the server’s verdicts, exit 1, and renews nothing for a refused licence', async () => {
    const verdicts = [
      [keys.valid, 'panel-9', 'wrong device'],
      [keys.unbound, 'panel-1', 'not bound'],
      [keys.expired, 'panel-2', 'expired'],
      ['NO-SUCH-KEY', 'panel-1', 'unknown licence'],
    ] as const;
    for (const [licenceKey, device, verdict] of verdicts) {
      const result = await online(server.origin, licenceKey, device, '--renew', file('refused.lic'));
      expect(result, verdict).toMatchObject({ code: 1, stdout: `validation: ${verdict}\n` });
    }
    await expect(readFile(file('refused.lic'))).rejects.toThrow(/ENOENT/);
    // The server's 400 for a device id out of shape: refused, with its code.
    expect(await online(server.origin, keys.valid, '-bad-')).toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/^validation: refused \(\w+\)\n$/),
    });
  });

  it('speaks HTTPS with the server’s certificate checked: refused without its CA or under another name', async () => {
    const origin = `https://localhost:${https.port}`;
    expect(await online(origin, keys.valid, 'panel-1', '--cafile', certificate.certFile)).toMatchObject({
      code: 0,
      stdout: 'validation: valid (edition 3)\n',
    });
    const unknownCa = await online(origin, keys.valid, 'panel-1');
    expect(unknownCa).toMatchObject({
      code: 2,
      stdout: expect.stringMatching(/^validation: certificate \(/),
    });
    const elsewhere = await makeCertificate(scratch, 'DNS:elsewhere.test');
    const misnamed = await startTcpProxy(Number(new URL(server.origin).port), { tls: elsewhere });
    try {
      const result = await online(
        `https://localhost:${misnamed.port}`,
        keys.valid,
        'panel-1',
        '--cafile',
        elsewhere.certFile,
      );
      expect(result).toMatchObject({ code: 2, stdout: expect.stringMatching(/^validation: certificate \(/) });
    } finally {
      await misnamed.close();
    }
    expect(https.refusedHandshakes()).toBeGreaterThanOrEqual(1);
  });

  it('says unreachable, exit 2, when nothing answers', async () => {
    const closed = await startTcpProxy(Number(new URL(server.origin).port));
    await closed.close();
    const result = await online(`http://127.0.0.1:${closed.port}`, keys.valid, 'panel-1');
    expect(result).toMatchObject({ code: 2, stdout: expect.stringMatching(/^validation: unreachable \(/) });
  });
});
