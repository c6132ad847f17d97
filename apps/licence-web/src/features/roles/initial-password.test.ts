import { describe, expect, it } from 'vitest';
import { strongPasswordSchema } from '@fleetkey/contract';
import { generateInitialPassword, INITIAL_PASSWORD_LENGTH } from './initial-password';

describe('generateInitialPassword', () => {
  it('always meets the strong password rule the server asks for', () => {
    for (let i = 0; i < 200; i++) {
      const password = generateInitialPassword();
      expect(password).toHaveLength(INITIAL_PASSWORD_LENGTH);
      expect(strongPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 20 }, generateInitialPassword)).size).toBe(20);
  });
});
