import { strongPasswordSchema } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { firstAdminPassword } from './first-admin-password';

describe('firstAdminPassword', () => {
  it('passes the strong-password rule every time, and is never the same twice', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const password = firstAdminPassword();
      expect(strongPasswordSchema.safeParse(password).success, password).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(2_000);
  });
});
