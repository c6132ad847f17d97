import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { keyedHash, sameHash, serverSecret } from './secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('server secret', () => {
  it('is created on first use as DATA_DIR/secret.key, readable by the owner only', async () => {
    const secret = serverSecret(loadConfig({ DATA_DIR: dir }));
    expect(secret).toHaveLength(32);
    const file = path.join(dir, 'secret.key');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret.toString('hex'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is read back from an existing file', async () => {
    await writeFile(path.join(dir, 'secret.key'), `${'ab'.repeat(32)}\n`);
    expect(serverSecret(loadConfig({ DATA_DIR: dir })).toString('hex')).toBe('ab'.repeat(32));
  });

  it('comes from SERVER_SECRET when set, so several nodes share it', () => {
    const shared = 'x'.repeat(40);
    expect(serverSecret(loadConfig({ DATA_DIR: dir, SERVER_SECRET: shared })).toString()).toBe(shared);
  });

  it('refuses a damaged key file by name', async () => {
    await writeFile(path.join(dir, 'secret.key'), 'not hex');
    expect(() => serverSecret(loadConfig({ DATA_DIR: dir }))).toThrow(/secret\.key is not a secret key/);
  });
});

describe('keyed hash', () => {
  const key = Buffer.alloc(32, 7);

  it('depends on the key, so a stolen table cannot be checked offline', () => {
    const parts = ['8613912345678', 'loginCode', '123456'];
    expect(keyedHash(key, parts)).not.toBe(keyedHash(Buffer.alloc(32, 8), parts));
  });

  it('binds every part: receiver, purpose and code', () => {
    const base = keyedHash(key, ['a', 'loginCode', '123456']);
    expect(keyedHash(key, ['a', 'registerCode', '123456'])).not.toBe(base);
    expect(keyedHash(key, ['ab', 'loginCode', '12345'])).not.toBe(
      keyedHash(key, ['a', 'bloginCode', '12345']),
    );
  });

  it('compares hashes', () => {
    const hash = keyedHash(key, ['x']);
    expect(sameHash(hash, keyedHash(key, ['x']))).toBe(true);
    expect(sameHash(hash, keyedHash(key, ['y']))).toBe(false);
    expect(sameHash(hash, '')).toBe(false);
  });
});
