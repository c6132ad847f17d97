import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it("works out helmet's headers from the options: the CSP directives given, HSTS only when asked", () => {
    const plain = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      hsts: false,
    });
    expect(plain['content-security-policy']).toContain("default-src 'self'");
    expect(plain['content-security-policy']).toContain("img-src 'self' data:");
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['strict-transport-security']).toBeUndefined();
    const https = securityHeaders({ hsts: true });
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
