import { createHmac, timingSafeEqual } from 'node:crypto';

// A signed token is its own credential: a few text parts and an expiry, signed with the server secret, so
// any node checks it without a table of tokens. The purpose is part of what is signed, so a token made for
// one purpose (a firmware download) never passes for another (a common-file link).

const SIGNATURE_BYTES = 16;

function signature(secret: Buffer, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\0${body}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** A URL-safe token carrying the parts, the expiry (epoch ms) and their signature. */
export function signToken(
  secret: Buffer,
  purpose: string,
  parts: readonly string[],
  expiresAt: number,
): string {
  const body = Buffer.from(JSON.stringify([...parts, expiresAt])).toString('base64url');
  return `${body}.${signature(secret, purpose, body).toString('base64url')}`;
}

/** A valid token's parts and expiry: signed for this purpose, `arity` text parts, not expired at `now`. */
export function readToken(
  secret: Buffer,
  purpose: string,
  token: string,
  arity: number,
  now: number,
): { parts: string[]; expiresAt: number } | null {
  const [body, given, ...rest] = token.split('.');
  if (!body || !given || rest.length > 0) return null;
  const givenBytes = Buffer.from(given, 'base64url');
  const expected = signature(secret, purpose, body);
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== arity + 1) return null;
  const expiresAt: unknown = decoded[arity];
  const parts = decoded.slice(0, arity) as unknown[];
  if (!parts.every((part): part is string => typeof part === 'string')) return null;
  if (typeof expiresAt !== 'number' || expiresAt < now) return null;
  return { parts, expiresAt };
}
