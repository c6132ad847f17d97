import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Secrets the server must read back to use (LoRa multicast session keys go to the gateway, webhook secrets
// sign deliveries), unlike device secrets which are only checked and so hashed. They are stored encrypted,
// AES-256-GCM under a key derived from the server secret (outside the database) with one label per kind, so
// a stolen table holds no secret and one kind's key never opens another's. The owner (a group, an action)
// and the field are bound in as associated data: a ciphertext copied to another row or field fails.

const VERSION = 'v1';
const IV_BYTES = 12;

/** The sealing key of one kind of secret: HMAC-SHA256 of its label under the server secret. */
export function sealingKey(serverSecret: Buffer, label: string): Buffer {
  return createHmac('sha256', serverSecret).update(label).digest();
}

const context = (ownerId: string, field: string) => Buffer.from(`${ownerId}\0${field}`, 'utf8');

/** `v1:<iv>:<tag>:<ciphertext>` (base64url) of a secret of the owner's field. */
export function sealSecret(key: Buffer, ownerId: string, field: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context(ownerId, field));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The secret sealSecret sealed; throws when it was not sealed under this key for this owner and field. */
export function openSecret(key: Buffer, ownerId: string, field: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(context(ownerId, field));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
