import { describe, expect, it } from 'vitest';
import { displayName, formatMobile, isGeneratedUsername } from './display-name';

describe('displayName', () => {
  it('names a person by name, then a chosen user name, then the contact for a made-up user name', () => {
    expect(displayName({ name: 'Li Lei', username: 'lilei' })).toBe('Li Lei');
    expect(displayName({ name: '', username: 'lilei', mobile: '8613900000000' })).toBe('lilei');
    expect(displayName({ name: '', username: 'u_0a1b2c3d4e', mobile: '8613900000000' })).toBe(
      '+86 13900000000',
    );
    expect(displayName({ name: '', username: 'u_0a1b2c3d4e', mobile: null, email: 'li@example.com' })).toBe(
      'li@example.com',
    );
    expect(displayName({ username: 'u_0a1b2c3d4e' })).toBe('u_0a1b2c3d4e');
  });

  it('writes a stored mobile with its calling code apart, the longest code that begins it', () => {
    expect(formatMobile('8613900000000')).toBe('+86 13900000000');
    expect(formatMobile('85291234567')).toBe('+852 91234567');
    expect(formatMobile('12025550123')).toBe('+1 2025550123');
    expect(formatMobile('18765550123')).toBe('+1876 5550123');
    // No known code, or nothing after it: shown as stored.
    expect(formatMobile('86')).toBe('86');
    expect(formatMobile('0001')).toBe('0001');
  });

  it('tells a made-up user name from a chosen one', () => {
    expect(isGeneratedUsername('u_0a1b2c3d4e')).toBe(true);
    expect(isGeneratedUsername('u_lilei')).toBe(false);
    expect(isGeneratedUsername('u_0A1B2C3D4E')).toBe(false);
  });
});
