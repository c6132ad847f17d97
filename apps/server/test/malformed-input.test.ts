import { createMemoryCookieJar, type CookieJar } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { ADMIN_PASSWORD } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer, testClient } from './support/test-server';

// Malformed input never costs a 5xx: every registered route (from the app's own route table) is sent
// wrong types, nesting 20,000 deep, a 1 MB string, a wrong content type, multipart without a boundary,
// invalid UTF-8, garbage query parameters, and NUL and unpaired surrogates (which PostgreSQL cannot store)
// in the body, query and path — as each caller its access guard admits (signed out, a user, a super
// administrator), and once as each caller it refuses.

const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);
const LONG = 'a'.repeat(1_000_000);
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]);

// Every field name a body commonly carries, holding text no database stores as sent.
const FIELDS = ['name', 'data', 'id', 'devid', 'devtype', 'licenceKey', 'deviceId', 'email', 'remark', 'key'];
const unstorableBody = (text: string) =>
  JSON.stringify({ ...Object.fromEntries(FIELDS.map((field) => [field, text])), [text]: text });

interface Probe {
  name: string;
  contentType?: string;
  body?: string | Buffer;
  query?: string;
  /** What fills every path parameter, already percent-encoded; a made-up id when not given. */
  param?: string;
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
  { name: 'NUL in JSON strings', contentType: 'application/json', body: unstorableBody('a\u0000b') },
  {
    name: 'lone surrogate in JSON strings',
    contentType: 'application/json',
    body: unstorableBody('a\ud800b'),
  },
  { name: 'NUL in query', query: '?search=%00&name=a%00&devid=%00&filter=%7B%22a%22%3A%22%00%22%7D' },
  { name: 'NUL in path', param: 'a%00b' },
  { name: 'lone surrogate in path', param: '%ED%A0%80' },
];

/** Path parameters filled with the probe's value, or one that names nothing (or one far too long). */
function pathOf(route: RegisteredRoute, probe: Probe, long: boolean): string {
  return route.url.replace(/:[A-Za-z_]+/g, long ? 'p'.repeat(2_000) : (probe.param ?? 'no-such-thing'));
}

type Caller = 'signed out' | 'user' | 'admin';

/**
 * The callers the route's access guard lets through to its body. The guard runs before the body is read, so
 * a refused caller meets the same guard whatever it sends: one probe each tells that the refusal is no 5xx.
 */
function admittedCallers(route: RegisteredRoute): Caller[] {
  if (route.permission) return ['admin'];
  if (route.iot) return ['user'];
  switch (route.audience) {
    case 'admin':
    case 'admin-initial':
      return ['admin'];
    case 'user':
      return route.adminPermission ? ['user', 'admin'] : ['user'];
    case 'account':
      return ['user'];
    case 'signed-in':
      return ['user', 'admin'];
    default:
      return ['signed out', 'user'];
  }
}

// Ending the session would sign the probing client out; test-only routes move shared state.
const skipped = (route: RegisteredRoute) =>
  !route.url.startsWith('/v1/') ||
  route.url.startsWith('/v1/test') ||
  route.url.startsWith('/v1/dev/') ||
  route.url === '/v1/auth/logout';

describe.each(testEngines)('malformed input on every route ($name)', (engine) => {
  let server: TestServer;
  const jars: { who: Caller; jar: CookieJar }[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
    const user = createMemoryCookieJar();
    await testClient(server.origin, { cookieJar: user }).post<SessionUser>('/test/session', {
      body: { role: 0 },
    });
    const admin = createMemoryCookieJar();
    const adminClient = testClient(server.origin, { cookieJar: admin });
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
            if (!admittedCallers(route).includes(who) && (long || probe.name !== 'wrong types')) continue;
            if (route.method === 'GET' && probe.body !== undefined) continue;
            if (probe.param !== undefined && !route.url.includes(':')) continue;
            requests.push(async () => {
              const headers: Record<string, string> = { 'x-requested-with': 'fleetkey' };
              const cookie = jar.header();
              if (cookie) headers.cookie = cookie;
              if (probe.contentType) headers['content-type'] = probe.contentType;
              const response = await fetch(
                `${server.origin}${pathOf(route, probe, long)}${probe.query ?? ''}`,
                {
                  method: route.method,
                  headers,
                  body: probe.body,
                },
              );
              await response.arrayBuffer();
              const unstorable = /NUL|surrogate/.test(probe.name) && !long;
              if (response.status >= 500 || (unstorable && response.status < 400))
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
  }, 600_000);

  it('refuses NUL and lone surrogates on the public licence and installer routes with 400 VALIDATION_FAILED', async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const answers: [string, Response][] = [];
    for (const text of ['K\u0000', 'K\ud800', 'K\udc00x'])
      for (const path of ['/v1/licences/validate', '/v1/licences/offline/renew']) {
        answers.push([
          `${path} key ${JSON.stringify(text)}`,
          await post(path, JSON.stringify({ licenceKey: text, deviceId: 'dev-1' })),
        ]);
        answers.push([
          `${path} id ${JSON.stringify(text)}`,
          await post(path, JSON.stringify({ licenceKey: 'K', deviceId: text })),
        ]);
      }
    answers.push(['installer %00', await fetch(`${server.origin}/v1/installers/%00/download`)]);
    answers.push(['installer a%00b', await fetch(`${server.origin}/v1/installers/a%00b/download`)]);
    answers.push(['installers ?search=%00', await fetch(`${server.origin}/v1/installers?search=%00`)]);
    for (const [name, response] of answers) {
      const body = (await response.json()) as { code: string };
      expect({ name, status: response.status, code: body.code }).toEqual({
        name,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});
