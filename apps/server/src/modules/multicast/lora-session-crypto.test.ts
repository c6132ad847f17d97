import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loraKeyOf, openLoraKey, sealLoraKey } from './lora-session-crypto';

const plain = '00112233445566778899aabbccddeeff';

describe('LoRa session key sealing', () => {
  const key = loraKeyOf(randomBytes(32));

  it('opens what it sealed, and never stores the key in clear', () => {
    const sealed = sealLoraKey(key, 'group-1', 'mcAppSKey', plain);
    expect(sealed).not.toContain(plain);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(openLoraKey(key, 'group-1', 'mcAppSKey', sealed)).toBe(plain);
  });

  it('seals the same key differently each time (a fresh IV)', () => {
    expect(sealLoraKey(key, 'g', 'mcAppSKey', plain)).not.toBe(sealLoraKey(key, 'g', 'mcAppSKey', plain));
  });

  it('refuses a ciphertext moved to another group or field, or opened under another server secret', () => {
    const sealed = sealLoraKey(key, 'group-1', 'mcAppSKey', plain);
    expect(() => openLoraKey(key, 'group-2', 'mcAppSKey', sealed)).toThrow();
    expect(() => openLoraKey(key, 'group-1', 'mcNwkSKey', sealed)).toThrow();
    expect(() => openLoraKey(loraKeyOf(randomBytes(32)), 'group-1', 'mcAppSKey', sealed)).toThrow();
  });
});
