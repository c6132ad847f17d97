import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a key read aloud or typed from a label is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    // Fewer than 5 bits are left over between bytes, so 13 bits hold everything still unread.
    value = ((value << 8) | byte) & 0x1fff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A public licence number: `FK` + the UTC issue date + 8 random characters (40 bits), e.g. FK20250301-7K3QX9M2. */
export function newLicenceNo(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `FK${day}-${base32(randomBytes(5))}`;
}

/**
 * A licence key as stored (upper case, groups of 4 joined by '-'), from one typed in any case, with or
 * without the dashes or spaces: devices and people copy keys every which way.
 */
export function canonicalCdkey(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return plain.match(/.{1,4}/g)?.join('-') ?? '';
}

/** A secret licence key (cd-key) of 160 random bits, as 8 groups of 4 characters joined by '-'. */
export function newCdkey(): string {
  return base32(randomBytes(20)).match(/.{4}/g)?.join('-') ?? '';
}
