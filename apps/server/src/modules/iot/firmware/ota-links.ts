import { readToken, signToken } from '../../../platform/signed-token';

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

const PURPOSE = 'ota';

/** A URL-safe token carrying the grant and its signature. */
export function signOtaGrant(secret: Buffer, grant: OtaGrant): string {
  return signToken(secret, PURPOSE, [grant.rolloutId, grant.devid, grant.firmwareId], grant.expiresAt);
}

/** The grant of a token, when the signature holds and it has not expired; otherwise null. */
export function readOtaGrant(secret: Buffer, token: string, now: number): OtaGrant | null {
  const read = readToken(secret, PURPOSE, token, 3, now);
  if (!read) return null;
  const [rolloutId, devid, firmwareId] = read.parts as [string, string, string];
  return { rolloutId, devid, firmwareId, expiresAt: read.expiresAt };
}
