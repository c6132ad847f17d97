import { createHmac, timingSafeEqual } from 'node:crypto';

// A device downloads its firmware from an address that is its own credential: the rollout, the device and
// the firmware, with an expiry, signed with the server secret. No session, no device password on the wire
// again; a leaked address serves one file for a short while. Every node shares SERVER_SECRET, so any node
// serves the address another made.

/** What a download address grants. */
export interface OtaGrant {
  rolloutId: string;
  devid: string;
  firmwareId: string;
  /** Epoch ms after which the address is refused. */
  expiresAt: number;
}

const SIGNATURE_BYTES = 16;

function sign(secret: Buffer, body: string): Buffer {
  return createHmac('sha256', secret).update(`ota\0${body}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** A URL-safe token carrying the grant and its signature. */
export function signOtaGrant(secret: Buffer, grant: OtaGrant): string {
  const body = Buffer.from(
    JSON.stringify([grant.rolloutId, grant.devid, grant.firmwareId, grant.expiresAt]),
  ).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The grant of a token, when the signature holds and it has not expired; otherwise null. */
export function readOtaGrant(secret: Buffer, token: string, now: number): OtaGrant | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [rolloutId, devid, firmwareId, expiresAt] = parts as unknown[];
  if (typeof rolloutId !== 'string' || typeof devid !== 'string' || typeof firmwareId !== 'string')
    return null;
  if (typeof expiresAt !== 'number' || expiresAt < now) return null;
  return { rolloutId, devid, firmwareId, expiresAt };
}
