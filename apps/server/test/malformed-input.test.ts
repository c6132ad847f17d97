import { createMemoryCookieJar, ApiClient, type CookieJar } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { ADMIN_PASSWORD } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// Malformed input never costs a 5xx: every registered route (from the app's own route table) is sent
// wrong types, nesting 20,000 deep, a 1 MB string, a wrong content type, multipart without a boundary,
// invalid UTF-8 and garbage query parameters — signed out, as a user and as a super administrator.

const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);
const LONG = 'a'.repeat(1_000_000);
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]);

interface Probe {
  name: string;
  contentType?: string;
  body?: string | Buffer;
  query?: string;
}

const probes: Probe[] = [
  { name: 'nested 20,000 deep', contentType: 'application/json', body: DEEP },
  { name: 'a number', contentType: 'application/json', body: '42' },
  {
    name: 'wrong types',
    contentType: 'application/json',
    body: '{"data":[1],"id":{},"name":[null],"time":"x"}',
  },
  { name: '1 MB string', contentType: 'application/json', body: JSON.stringify({ name: LONG, data: LONG }) },
  { name: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
  { name: 'invalid UTF-8', contentType: 'application/json', body: INVALID_UTF8 },
  { name: 'garbage query', query: '?skip=-1&limit=abc&filter=%7B&descend=maybe&starttime=NaN&x[]=1' },
];

/** Path parameters filled with a value that names nothing (and one far too long). */
function pathOf(route: RegisteredRoute, long: boolean): string {
  return route.url.replace(/:[A-Za-z_]+/g, long ? 'p'.repeat(2_000) : 'no-such-thing');
}

// Ending the session would sign the probing client out; test-only routes move shared state.
const skipped = (route: RegisteredRoute) =>
  !route.url.startsWith('/v1/') ||
  route.url.startsWith('/v1/test') ||
  route.url.startsWith('/v1/dev/') ||
  route.url === '/v1/auth/logout';

describe.each(testEngines)('malformed input on every route ($name)', (engine) => {
  let server: TestServer;
  const jars: { who: string; jar: CookieJar }[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
    const user = createMemoryCookieJar();
    await new ApiClient({ origin: server.origin, cookieJar: user }).post<SessionUser>('/test/session', {
      body: { role: 0 },
    });
    const admin = createMemoryCookieJar();
    const adminClient = new ApiClient({ origin: server.origin, cookieJar: admin });
    await adminsService(server.db, server.clock).create('fuzz-keeper', ADMIN_PASSWORD, false);
    await adminClient.post('/auth/admin/login', { body: { user: 'fuzz-keeper', password: ADMIN_PASSWORD } });
    jars.push(
      { who: 'signed out', jar: createMemoryCookieJar() },
      { who: 'user', jar: user },
      { who: 'admin', jar: admin },
    );
  });
  afterAll(() => server.close());

  it('answers every route with no 5xx', async () => {
    const routes = routeTable(server.app).filter((route) => !skipped(route));
    expect(routes.length).toBeGreaterThan(150);
    const failures: string[] = [];
    const requests: (() => Promise<void>)[] = [];
    for (const route of routes)
      for (const probe of probes)
        for (const { who, jar } of jars)
          for (const long of [false, true]) {
            if (long && probe.name !== 'wrong types') continue;
            if (route.method === 'GET' && probe.body !== undefined) continue;
            requests.push(async () => {
              const headers: Record<string, string> = { 'x-requested-with': 'fleetkey' };
              const cookie = jar.header();
              if (cookie) headers.cookie = cookie;
              if (probe.contentType) headers['content-type'] = probe.contentType;
              const response = await fetch(`${server.origin}${pathOf(route, long)}${probe.query ?? ''}`, {
                method: route.method,
                headers,
                body: probe.body,
              });
              await response.arrayBuffer();
              if (response.status >= 500)
                failures.push(
                  `${route.method} ${route.url} ${probe.name}${long ? ' (long id)' : ''} as ${who}: ${response.status}`,
                );
            });
          }
    // A few at a time: enough to be quick, few enough not to trip the per-address limits' own answers.
    for (let i = 0; i < requests.length; i += 8)
      await Promise.all(requests.slice(i, i + 8).map((run) => run()));
    console.log(
      `malformed input: ${requests.length} requests over ${routes.length} routes, ${failures.length} 5xx`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
