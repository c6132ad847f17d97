import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES } from './keys';

describe('VALIDATION_MESSAGE_KEYS', () => {
  it('lists every key once', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(Object.keys(VALIDATION_MESSAGES).length);
  });
  it('uses namespaced i18n keys only', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^(validation|login)\.[a-zA-Z]+$/);
  });
  it("keeps the spec's password keys", () => {
    expect(VALIDATION_MESSAGE_KEYS).toContain('login.passwordError');
    expect(VALIDATION_MESSAGE_KEYS).toContain('login.confirmPasswordError');
  });
});
