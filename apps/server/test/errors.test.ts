import { ApiError, createMemoryCookieJar } from '@fleetkey/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer, testClient } from './support/test-server';

describe.each(testEngines)('errors and platform answers ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      extend: (app) => {
        app.get('/v1/test-probe/crash', { config: { audience: 'test' } }, () => {
          throw new Error('secret detail: connection string postgres://admin:pw@db');
        });
      },
    });
  });
  afterAll(() => server.close());

  const raw = (path: string, init?: RequestInit) => fetch(`${server.origin}${path}`, init);

  it('answers GET /v1/health with the database and the broker checked', async () => {
    await expect(server.newClient().get('/health')).resolves.toEqual({
      status: 'ok',
      database: 'ok',
      broker: 'ok',
      version: '3.0.6',
      mqttPort: expect.any(Number),
    });
  });

  it('answers an unknown /v1 path with 404 JSON carrying a code', async () => {
    const response = await raw('/v1/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers an unknown /v1 write with 404, not a CSRF refusal', async () => {
    const response = await raw('/v1/nope', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('refuses a write without X-Requested-With with 403 CSRF_HEADER_MISSING', async () => {
    const response = await raw('/v1/test/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
  });

  it.each([
    '/v1/auth/change_email_verify_code?email=csrf%40example.com',
    '/v1/auth/change_mobile_verify_code?mobile=%2B8613800000000',
    '/v1/fund_account/change_password_code?username=someone&type=mobile',
  ])('refuses %s (it sends a code) without X-Requested-With, cookie or not', async (path) => {
    const jar = createMemoryCookieJar();
    await testClient(server.origin, { cookieJar: jar }).post('/test/session', {
      body: { role: 0 },
    });
    const forged = await raw(path, { headers: { cookie: jar.header() ?? '' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
    const own = await raw(path, { headers: { cookie: jar.header() ?? '', 'x-requested-with': 'fleetkey' } });
    expect(own.status).not.toBe(403);
  });

  it('answers a body that breaks the schema with 400 and field details', async () => {
    const error = await server
      .newClient()
      .post('/test/session', { body: { role: 'admin' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.data).toEqual({
      fields: [expect.objectContaining({ location: 'body', path: 'role', message: expect.any(String) })],
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await raw('/v1/test/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' },
      body: '{"role":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await raw('/v1/test/session', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-requested-with': 'fleetkey' },
      body: 'a,b',
    });
    expect(response.status).toBe(415);
  });

  it('hides internals in a 500 body', async () => {
    const response = await raw('/v1/test-probe/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL', message: 'server error' });
    expect(text).not.toContain('secret');
  });

  it('tags every answer with a request id and security headers', async () => {
    const response = await raw('/v1/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('tags a 404 and a CSRF refusal with the same request id and security headers', async () => {
    const missing = await raw('/v1/nope');
    const refused = await raw('/v1/auth/logout', { method: 'POST' });
    for (const response of [missing, refused]) {
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    expect(refused.status).toBe(403);
    expect(missing.headers.get('x-request-id')).not.toBe(refused.headers.get('x-request-id'));
  });
});
