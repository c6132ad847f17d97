import { licencesApi, type ApiClient } from '@fleetkey/api-client';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceSigningKeys } from '../../../apps/server/src/modules/licensing/licences/signing-keys';
import { testEngines } from '../../../apps/server/test/support/databases';
import { addLicence, levelUser } from '../../../apps/server/test/support/licences';
import { startTestServer, type TestServer } from '../../../apps/server/test/support/test-server';
import { runKit, type KitRun } from './support/kit-process';

// Issue 36: the C kit's licence layer on files the real server issues — licence-check verifies them, refuses
// every kind of tampering with the verdict a firmware would switch on, and a revoked file with the
// server's signed list. The parser's robustness on arbitrary input is parser-fuzz’s (kit-build.test.ts).

const DEVICE = 'panel-0042';

describe('C kit: offline licence files issued by the server', () => {
  let server: TestServer;
  let scratch: string;
  let client: ApiClient;
  let keyFile: string;
  let licenceId: string;
  let file: string;

  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
    scratch = await mkdtemp(path.join(tmpdir(), 'fleetkey-ckit-'));
    const owner = await levelUser(server, 5);
    client = owner.client;
    licenceId = String((await addLicence(server, owner.user.id, { deviceId: DEVICE, deviceName: 'kit' })).id);
    file = await download();
    keyFile = await keep('pub.pem', await licencesApi(client).publicKeyPem());
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const download = async () => (await licencesApi(client).offlineFile(licenceId)).blob.text();
  const keep = async (name: string, text: string | Buffer) => {
    const where = path.join(scratch, name);
    await writeFile(where, text);
    return where;
  };
  /** licence-check on the text, as this device unless told; the verdict is its first line. */
  const check = async (text: string | Buffer, ...args: string[]): Promise<KitRun & { verdict: string }> => {
    const licence = await keep('licence.lic', text);
    const run = await runKit('licence-check', ['--key', keyFile, '--device', DEVICE, ...args, licence]);
    return { ...run, verdict: run.stdout.split('\n')[0] ?? '' };
  };

  it('verifies the file as served: exit 0, its licence number, edition and lease printed', async () => {
    const result = await check(file);
    expect(result).toMatchObject({ code: 0, verdict: 'valid' });
    const licenceNo = /^licenceNo: (.*)$/m.exec(file)?.[1];
    const leaseEnd = /^expiresAt: (.*)\.\d{3}Z$/m.exec(file)?.[1];
    expect(result.stdout).toContain(`licence: ${licenceNo} (edition 3) for device ${DEVICE}`);
    expect(result.stdout).toContain(`lease ends: ${leaseEnd}Z`);
  });

  it('refuses a file changed in any signed byte as tampered, exit 1', async () => {
    const lines = file.split('\n');
    // Each payload line but the format's, with one character of its value changed for another it may hold.
    for (let index = 1; index < lines.length - 2; index++) {
      const line = lines[index]!;
      const last = line.at(-1) === 'Z' ? line.length - 6 : line.length - 1;
      const swapped = line[last] === '1' ? '2' : '1';
      const changed = [...lines];
      changed[index] = `${line.slice(0, last)}${swapped}${line.slice(last + 1)}`;
      expect(await check(changed.join('\n')), changed[index]).toMatchObject({ code: 1, verdict: 'tampered' });
    }
    // Another file's signature (same licence, same device, issued again) on this payload.
    const other = (await download()).split('\n').at(-2)!;
    expect(await check([...lines.slice(0, -2), other, ''].join('\n'))).toMatchObject({ verdict: 'tampered' });
  });

  it('refuses anything outside the signed form as malformed: appended lines, a second signature, other spellings', async () => {
    const lines = file.split('\n');
    const signatureLine = lines.at(-2)!;
    const lastDigit = signatureLine.at(-3)!;
    const malformed = {
      'a line appended': `${file}edition: 4\n`,
      'an empty line appended': `${file}\n`,
      'a second signature': `${file}${signatureLine}\n`,
      'CRLF line ends': file.replaceAll('\n', '\r\n'),
      'no final line break': file.slice(0, -1),
      'an empty line first': `\n${file}`,
      'a field missing': file.replace(/^edition: .*\n/m, ''),
      'two fields swapped': file.replace(/^(licenceId: .*\n)(licenceNo: .*\n)/m, '$2$1'),
      'a signature with stray bits': file.replace(
        `${lastDigit}==\n`,
        `${String.fromCharCode(lastDigit.charCodeAt(0) + 1)}==\n`,
      ),
      'a signature without padding': file.replace('==\n', '\n'),
      'a space after the signature': file.replace('==\n', '== \n'),
      'a device id with a non-ASCII digit': file.replace(`deviceId: ${DEVICE}`, 'deviceId: panel-004²'),
      'a value over 64 bytes': file.replace(`deviceId: ${DEVICE}`, `deviceId: ${'p'.repeat(65)}`),
      'another format': file.replace('licence/2', 'licence/3'),
      'nothing at all': '',
      'a megabyte of one line': 'format: '.padEnd(1 << 20, 'x'),
    };
    for (const [what, text] of Object.entries(malformed))
      expect(await check(text), what).toMatchObject({ code: 1, verdict: 'malformed' });
  });

  it('refuses the file on another device, and once its lease has ended', async () => {
    const licence = await keep('licence.lic', file);
    const otherDevice = await runKit('licence-check', ['--key', keyFile, '--device', 'panel-0043', licence]);
    expect(otherDevice).toMatchObject({ code: 1, stdout: expect.stringMatching(/^wrong device\n/) });
    const expiresAt = /^expiresAt: (.*)$/m.exec(file)![1]!;
    const lastMillisecond = new Date(Date.parse(expiresAt) - 1).toISOString();
    expect(await check(file, '--now', lastMillisecond)).toMatchObject({ code: 0, verdict: 'valid' });
    expect(await check(file, '--now', expiresAt)).toMatchObject({ code: 1, verdict: 'lease ended' });
  });

  it('checks the key: a file signed before a rotation verifies with the old key only, and not under another key id', async () => {
    const before = await download();
    const oldKeyId = /^keyId: (.*)$/m.exec(before)![1]!;
    const rotated = await licenceSigningKeys(server.dataDir).rotate();
    const newKeyFile = await keep('new.pem', rotated.publicKeyPem);
    const after = await download();
    const checkWith = async (text: string, keys: string[]) =>
      (await runKit('licence-check', [...keys, '--device', DEVICE, await keep('licence.lic', text)])).stdout;
    expect(await checkWith(before, ['--key', newKeyFile])).toMatch(/^tampered\n/);
    expect(await checkWith(before, ['--key', newKeyFile, '--key', keyFile])).toMatch(/^valid\n/);
    expect(await checkWith(after, ['--key', newKeyFile, '--key-id', rotated.keyId])).toMatch(/^valid\n/);
    expect(await checkWith(before, ['--key', keyFile, '--key-id', rotated.keyId])).toMatch(/^unknown key\n/);
    expect(await checkWith(before, ['--key', keyFile, '--key-id', oldKeyId])).toMatch(/^valid\n/);
    keyFile = newKeyFile;
    file = after;
  });

  it('refuses a revoked file with the server’s signed list, and refuses a list that was changed', async () => {
    const revocations = async () => (await fetch(`${server.origin}/v1/licences/revocations`)).text();
    const before = await keep('before.txt', await revocations());
    expect(await check(file, '--revocations', before)).toMatchObject({ code: 0, verdict: 'valid' });
    await client.put(`/licences/unbind/${licenceId}`);
    const list = await revocations();
    const fileId = /^fileId: (.*)$/m.exec(file)![1]!;
    expect(list).toContain(`revoked: ${fileId} `);
    expect(await check(file, '--revocations', await keep('list.txt', list))).toMatchObject({
      code: 1,
      verdict: 'revoked',
    });
    // The list without the file's line no longer matches its signature: refused, not used.
    const trimmed = list.replace(new RegExp(`^revoked: ${fileId} .*\\n`, 'm'), '');
    const refused = await check(file, '--revocations', await keep('trimmed.txt', trimmed));
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('revocation list refused (tampered)'),
    });
  });
});
