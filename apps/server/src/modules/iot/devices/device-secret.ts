import { randomBytes } from 'node:crypto';
import { keyedHash } from '../../../platform/secret';

// A device secret is 192 random bits, so it cannot be guessed and needs no slow hash: argon2id would cost
// tens of milliseconds per MQTT connect, and a broker restart reconnects every device at once. A keyed
// HMAC-SHA256 takes microseconds, and, keyed with the server secret that lives outside the database, a
// stolen devices table cannot even be used to test a guess. (Replacing SERVER_SECRET therefore
// invalidates every device secret: renew them with PUT /multi_devices/secrets.)

/** A new device secret: 24 random bytes as 32 URL-safe characters. */
export function newDeviceSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored for a device's secret: HMAC-SHA256 of the device id and secret under the server key. */
export function deviceSecretHash(serverKey: Buffer, devid: string, secret: string): string {
  return keyedHash(serverKey, ['device-secret', devid, secret]);
}
