import { createHmac, timingSafeEqual } from 'node:crypto';

// A signed link to a common file is its own credential, like a firmware download address (firmware/
// ota-links.ts): the owner, the file and an expiry, signed with the server secret, so any node checks it
// without a table of links. Its purpose ('commonfile') is part of what is signed, so a firmware token can
// never pass for a file link or the reverse. The OTA helper signs a fixed firmware grant, hence this one.

/** What a signed link grants. */
export interface FileGrant {
  ownerId: string;
  fileId: string;
  /** Epoch ms after which the link is refused. */
  expiresAt: number;
}

const SIGNATURE_BYTES = 16;

function sign(secret: Buffer, body: string): Buffer {
  return createHmac('sha256', secret).update(`commonfile\0${body}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** A URL-safe token carrying the grant and its signature. */
export function signFileGrant(secret: Buffer, grant: FileGrant): string {
  const body = Buffer.from(JSON.stringify([grant.ownerId, grant.fileId, grant.expiresAt])).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The grant of a token when its signature holds and it has not expired; otherwise null. */
export function readFileGrant(secret: Buffer, token: string, now: number): FileGrant | null {
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
  if (!Array.isArray(parts) || parts.length !== 3) return null;
  const [ownerId, fileId, expiresAt] = parts as unknown[];
  if (typeof ownerId !== 'string' || typeof fileId !== 'string') return null;
  if (typeof expiresAt !== 'number' || expiresAt < now) return null;
  return { ownerId, fileId, expiresAt };
}
