import type { LicenceSigningKey } from '@fleetkey/contract';
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The Ed25519 keys that sign offline licence files, one pair per key id in DATA_DIR/licence-keys:
// `<keyId>.key` (PKCS#8 PEM, mode 0600, folder 0700) and `<keyId>.pub` (SPKI PEM). The key id starts
// with its creation time (ISO 8601 basic, UTC, milliseconds), so ids sort by age and the newest is the
// active key; older public keys stay so files they signed still verify. Several server nodes must see
// the same folder (shared DATA_DIR, or copy it to each node after a rotation).

const FOLDER = 'licence-keys';
const KEY_ID = /^(\d{8}T\d{6}\.\d{3}Z)-[0-9a-f]{16}$/;

/** The active key, able to sign. */
export interface ActiveSigningKey {
  keyId: string;
  privateKey: KeyObject;
}

function keyTime(keyId: string): number {
  const stamp = KEY_ID.exec(keyId)?.[1] ?? '';
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6');
  return Date.parse(iso);
}

function newKeyId(createdAt: number, publicKeyDer: Buffer): string {
  const stamp = new Date(createdAt).toISOString().replace(/[-:]/g, '');
  return `${stamp}-${createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 16)}`;
}

/** The signing keys kept under `dataDir`; reread whenever the folder changes (a rotation by the CLI). */
export function licenceSigningKeys(dataDir: string) {
  const folder = path.join(dataDir, FOLDER);
  let cached:
    { mtimeMs: number; keys: LicenceSigningKey[]; active: ActiveSigningKey | undefined } | undefined;

  async function load() {
    const { mtimeMs } = await stat(folder);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const ids = (await readdir(folder))
      .filter((name) => name.endsWith('.pub') && KEY_ID.test(name.slice(0, -4)))
      .map((name) => name.slice(0, -4))
      .sort()
      .reverse();
    const keys = await Promise.all(
      ids.map(async (keyId, index) => ({
        keyId,
        publicKeyPem: await readFile(path.join(folder, `${keyId}.pub`), 'utf8'),
        createdAt: keyTime(keyId),
        active: index === 0,
      })),
    );
    const newest = ids[0];
    const active = newest
      ? {
          keyId: newest,
          privateKey: createPrivateKey(await readFile(path.join(folder, `${newest}.key`), 'utf8')),
        }
      : undefined;
    cached = { mtimeMs, keys, active };
    return cached;
  }

  async function create(): Promise<LicenceSigningKey> {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const existing = await readdir(folder);
    const newestTime = Math.max(
      0,
      ...existing.filter((n) => n.endsWith('.pub')).map((n) => keyTime(n.slice(0, -4)) || 0),
    );
    // Strictly newer than every key present, so the new key is the active one even within a millisecond.
    const createdAt = Math.max(Date.now(), newestTime + 1);
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const keyId = newKeyId(createdAt, publicKey.export({ type: 'spki', format: 'der' }));
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    // The private half first ('wx': never over a file); the public half, which makes the key visible to
    // readers, last and atomically by a rename.
    await writeFile(path.join(folder, `${keyId}.key`), privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
      flag: 'wx',
    });
    const temporary = path.join(folder, `.${keyId}.pub.part`);
    await writeFile(temporary, publicKeyPem, { mode: 0o644 });
    await rename(temporary, path.join(folder, `${keyId}.pub`));
    return { keyId, publicKeyPem, createdAt, active: true };
  }

  return {
    /** Makes the first key when there is none (first start). */
    async ensure(): Promise<void> {
      const present = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      if (!present.some((name) => name.endsWith('.pub'))) await create();
    },

    /** Makes a new key and makes it the active one; earlier keys stay for verification. */
    rotate: create,

    /** Every public key, newest (active) first. */
    async list(): Promise<LicenceSigningKey[]> {
      return (await load()).keys;
    },

    async active(): Promise<ActiveSigningKey> {
      const { active } = await load();
      if (!active) throw new Error(`no licence signing key in ${folder}`);
      return active;
    },
  };
}
