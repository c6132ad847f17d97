import { readToken, signToken } from '../../../platform/signed-token';

// A signed link to a common file is its own credential, like a firmware download address: the owner, the
// file and an expiry, signed with the server secret under its own purpose.

/** What a signed link grants. */
export interface FileGrant {
  ownerId: string;
  fileId: string;
  /** Epoch ms after which the link is refused. */
  expiresAt: number;
}

const PURPOSE = 'commonfile';

/** A URL-safe token carrying the grant and its signature. */
export function signFileGrant(secret: Buffer, grant: FileGrant): string {
  return signToken(secret, PURPOSE, [grant.ownerId, grant.fileId], grant.expiresAt);
}

/** The grant of a token when its signature holds and it has not expired; otherwise null. */
export function readFileGrant(secret: Buffer, token: string, now: number): FileGrant | null {
  const read = readToken(secret, PURPOSE, token, 2, now);
  if (!read) return null;
  const [ownerId, fileId] = read.parts as [string, string];
  return { ownerId, fileId, expiresAt: read.expiresAt };
}
