import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../startup-error';

// Codes (6 digits) and captcha answers are tiny secrets: a plain hash of one is reversed by trying all
// 10^6 values in well under a second. Keyed with a secret that lives outside the database, a stolen
// `codes` or `captchas` table is useless: without the key no guess can be checked offline.

const SECRET_FILE = 'secret.key';
const cache = new Map<string, Buffer>();

/**
 * The install's secret key: SERVER_SECRET when set (several server nodes must share one), otherwise
 * 32 random bytes kept in DATA_DIR/secret.key, created with mode 0600 on first start.
 */
export function serverSecret(config: Config): Buffer {
  if (config.serverSecret) return Buffer.from(config.serverSecret, 'utf8');
  const file = path.join(config.dataDir, SECRET_FILE);
  let secret = cache.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    cache.set(file, secret);
  }
  return secret;
}

function readOrCreate(file: string): Buffer {
  try {
    return parseSecret(file, readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const hex = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process created it meanwhile, theirs wins and is read back.
    writeFileSync(file, `${hex}\n`, { mode: 0o600, flag: 'wx' });
    return Buffer.from(hex, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecret(file, readFileSync(file, 'utf8'));
  }
}

function parseSecret(file: string, content: string): Buffer {
  const hex = content.trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new StartupError(
      'DATA_DIR',
      `${file} is not a secret key (64 hex digits); delete it to make a new one`,
    );
  }
  return Buffer.from(hex, 'hex');
}

/** HMAC-SHA256 (hex) of the parts, NUL-separated so no two part lists hash alike. */
export function keyedHash(secret: Buffer, parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join('\0')).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
