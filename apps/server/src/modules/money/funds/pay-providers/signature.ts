import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the HMAC-SHA256 (hex) of the raw body, on requests both to and from the gateway. */
export const SIGNATURE_HEADER = 'x-fleetkey-signature';

/** HMAC-SHA256 of the exact bytes sent, hex. */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Whether `signature` is the HMAC of the raw body under the secret. Compared in constant time over the
 * decoded bytes, so the answer's timing tells a forger nothing about how much of a guess was right.
 */
export function verifySignature(
  secret: string,
  body: string | Buffer,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
