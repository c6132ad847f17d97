import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// A LoRa multicast session key opens every downlink to the group, so unlike a device secret (only ever
// checked, hence hashed) it must be read back to go to the gateway: it is stored encrypted, AES-256-GCM
// under a key derived from the server secret (outside the database), so a stolen table holds no keys. The
// group and field are bound in as associated data: a ciphertext copied to another group or field fails.

const VERSION = 'v1';
const IV_BYTES = 12;

/** The encryption key of LoRa session keys: HMAC-SHA256 of a fixed label under the server secret. */
export function loraKeyOf(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('multicast-lora-session-key').digest();
}

const context = (groupId: string, field: string) => Buffer.from(`${groupId}\0${field}`, 'utf8');

/** `v1:<iv>:<tag>:<ciphertext>` (base64url) of a session key of the group. */
export function sealLoraKey(key: Buffer, groupId: string, field: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context(groupId, field));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The session key sealed by sealLoraKey; throws when it was not sealed under this key for this group and field. */
export function openLoraKey(key: Buffer, groupId: string, field: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed LoRa key');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(context(groupId, field));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
