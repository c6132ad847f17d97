import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit session token for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so the table alone cannot sign anyone in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
