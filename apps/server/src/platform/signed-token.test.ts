import { describe, expect, it } from 'vitest';
import { readToken, signToken } from './signed-token';

const secret = Buffer.alloc(32, 7);
const NOW = 1_700_000_000_000;

describe('signed tokens', () => {
  it('reads back the parts and expiry of a token it signed', () => {
    const token = signToken(secret, 'ota', ['r1', 'dev 1', 'fw'], NOW + 1000);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readToken(secret, 'ota', token, 3, NOW)).toEqual({
      parts: ['r1', 'dev 1', 'fw'],
      expiresAt: NOW + 1000,
    });
  });

  it('refuses a token of another purpose, another secret, another arity or past its expiry', () => {
    const token = signToken(secret, 'ota', ['a', 'b'], NOW + 1000);
    expect(readToken(secret, 'commonfile', token, 2, NOW)).toBeNull();
    expect(readToken(Buffer.alloc(32, 8), 'ota', token, 2, NOW)).toBeNull();
    expect(readToken(secret, 'ota', token, 3, NOW)).toBeNull();
    expect(readToken(secret, 'ota', token, 2, NOW + 1001)).toBeNull();
  });

  it('refuses a token whose body or signature was changed', () => {
    const token = signToken(secret, 'ota', ['a', 'b'], NOW + 1000);
    const [body, signature] = token.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify(['a', 'c', NOW + 1000])).toString('base64url');
    expect(readToken(secret, 'ota', `${forgedBody}.${signature}`, 2, NOW)).toBeNull();
    expect(readToken(secret, 'ota', `${body}.${signature.slice(1)}`, 2, NOW)).toBeNull();
    expect(readToken(secret, 'ota', `${body}.${signature}.x`, 2, NOW)).toBeNull();
    expect(readToken(secret, 'ota', 'garbage', 2, NOW)).toBeNull();
  });
});
