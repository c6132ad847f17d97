import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './signature';

const SECRET = 'a-gateway-secret-of-at-least-32-chars!';
const BODY = '{"orderId":"o1","amount":10000,"currency":"CNY","txnId":"t1","status":"paid"}';

describe('gateway signatures', () => {
  it('accepts the HMAC-SHA256 of the exact body, in either letter case', () => {
    const signature = signBody(SECRET, BODY);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, BODY, signature)).toBe(true);
    expect(verifySignature(SECRET, Buffer.from(BODY), signature.toUpperCase())).toBe(true);
  });

  it('refuses a changed body, another secret, a truncated or missing signature', () => {
    const signature = signBody(SECRET, BODY);
    expect(verifySignature(SECRET, BODY.replace('10000', '10001'), signature)).toBe(false);
    expect(verifySignature(`${SECRET}x`, BODY, signature)).toBe(false);
    expect(verifySignature(SECRET, BODY, signature.slice(0, 63))).toBe(false);
    expect(verifySignature(SECRET, BODY, `${signature.slice(0, 63)}g`)).toBe(false);
    expect(verifySignature(SECRET, BODY, undefined)).toBe(false);
    expect(verifySignature(SECRET, BODY, '')).toBe(false);
  });
});
