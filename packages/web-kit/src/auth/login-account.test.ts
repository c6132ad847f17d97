import { describe, expect, it } from 'vitest';
import { removeAllButPreferences } from '../storage';
import { accountForLogin, readRememberedAccount, rememberAccount } from './login-account';

describe('the password login account', () => {
  it('gives an 11-digit mainland mobile its calling code and leaves other accounts as typed', () => {
    expect(accountForLogin(' 13912345678 ')).toBe('8613912345678');
    expect(accountForLogin('8613912345678')).toBe('8613912345678');
    expect(accountForLogin('demo_user')).toBe('demo_user');
    expect(accountForLogin('85261234567')).toBe('85261234567');
  });

  it('remembers the account name (never a password) across a sign-out, and forgets it when unticked', () => {
    rememberAccount('13912345678', true);
    removeAllButPreferences();
    expect(readRememberedAccount()).toBe('13912345678');
    rememberAccount('13912345678', false);
    expect(readRememberedAccount()).toBe('');
  });
});
