import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealingKey, sealSecret } from './sealed-secret';

const plain = '00112233445566778899aabbccddeeff';

describe('sealed secrets', () => {
  const serverSecret = randomBytes(32);
  const key = sealingKey(serverSecret, 'multicast-lora-session-key');

  it('opens what it sealed, and never stores the secret in clear', () => {
    const sealed = sealSecret(key, 'group-1', 'mcAppSKey', plain);
    expect(sealed).not.toContain(plain);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(openSecret(key, 'group-1', 'mcAppSKey', sealed)).toBe(plain);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealSecret(key, 'g', 'mcAppSKey', plain)).not.toBe(sealSecret(key, 'g', 'mcAppSKey', plain));
  });

  it('refuses a ciphertext moved to another owner or field, or opened under another label or server secret', () => {
    const sealed = sealSecret(key, 'group-1', 'mcAppSKey', plain);
    expect(() => openSecret(key, 'group-2', 'mcAppSKey', sealed)).toThrow();
    expect(() => openSecret(key, 'group-1', 'mcNwkSKey', sealed)).toThrow();
    expect(() =>
      openSecret(sealingKey(serverSecret, 'rule-webhook-secret'), 'group-1', 'mcAppSKey', sealed),
    ).toThrow();
    expect(() =>
      openSecret(sealingKey(randomBytes(32), 'multicast-lora-session-key'), 'group-1', 'mcAppSKey', sealed),
    ).toThrow();
  });
});
