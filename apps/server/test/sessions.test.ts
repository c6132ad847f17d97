import { createMemoryCookieJar } from '@fleetkey/api-client';
import {
  SESSION_COOKIE,
  SESSION_IDLE_HEADER,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionUser,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer, testClient } from './support/test-server';
import { withUserProbe } from './support/user-probe';

// The server's default idle limit (SESSION_IDLE_MINUTES), which these servers keep.
const IDLE_MINUTES = 12 * 60;

describe.each(testEngines)('sessions ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      extend: withUserProbe,
    });
  });
  afterAll(() => server.close());

  /** Signs in as a browser would, without a client, so the test sees the raw answer and its cookie. */
  async function signInBare(body: { role?: number } = {}) {
    const response = await fetch(`${server.origin}/v1/test/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  it('answers 401 UNAUTHORIZED to a caller without a session', async () => {
    await expect(server.newClient().get('/test-probe/me')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it('sets an httpOnly SameSite=Lax session cookie that signs the caller in', async () => {
    const { response, setCookie: cookie } = await signInBare({ role: 3 });
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const { data } = (await response.json()) as { data: SessionUser };
    expect(data.role).toBe(3);
  });

  it('revokes the session on the server at logout', async () => {
    const client = server.newClient();
    const user = await client.post<SessionUser>('/test/session', { body: { role: 0 } });
    await expect(client.get<SessionUser>('/test-probe/me')).resolves.toMatchObject({ id: user.id, role: 0 });

    // Keep the cookie as an attacker who copied it would, then log out.
    const { cookie: stolen } = await signInBare();
    const probe = () => fetch(`${server.origin}/v1/test-probe/me`, { headers: { cookie: stolen } });
    expect((await probe()).status).toBe(200);
    const logout = await fetch(`${server.origin}/v1/auth/logout`, { headers: { cookie: stolen } });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await probe()).status).toBe(401);
  });

  it('refuses the GET logout from another site (Fetch Metadata), and ends the session by POST', async () => {
    const jar = createMemoryCookieJar();
    const client = testClient(server.origin, { cookieJar: jar });
    await client.post<SessionUser>('/test/session', { body: { role: 0 } });
    const cookie = jar.header() ?? '';
    const probe = () => fetch(`${server.origin}/v1/test-probe/me`, { headers: { cookie } });
    for (const site of ['cross-site', 'same-site']) {
      const forged = await fetch(`${server.origin}/v1/auth/logout`, {
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'CROSS_SITE_REFUSED' });
    }
    expect((await probe()).status).toBe(200);
    // Without the console's header a POST is refused like any write from elsewhere.
    const bare = await fetch(`${server.origin}/v1/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(bare.status).toBe(403);
    expect((await probe()).status).toBe(200);
    await client.post('/auth/logout');
    expect((await probe()).status).toBe(401);
  });

  it('ignores a forged session cookie', async () => {
    const response = await fetch(`${server.origin}/v1/test-probe/me`, {
      headers: { cookie: `${SESSION_COOKIE}=forged-token` },
    });
    expect(response.status).toBe(401);
  });
  it('marks the answers of a live session with its idle limit, and no others', async () => {
    const seen: number[] = [];
    const client = testClient(server.origin, {
      onSessionSeen: (idleSeconds) => seen.push(idleSeconds),
    });
    await expect(client.get('/test-probe/me')).rejects.toMatchObject({ status: 401 });
    await client.get('/health');
    expect(seen).toEqual([]);

    await client.post<SessionUser>('/test/session', { body: { role: 0 } });
    await client.get('/test-probe/me');
    await client.get('/health');
    expect(seen).toEqual([IDLE_MINUTES * 60, IDLE_MINUTES * 60]);
  });

  it('leaves the consoles’ files out of the session: no lookup, no idle mark', async () => {
    const { cookie } = await signInBare({ role: 0 });
    const headers = { cookie };
    const api = await fetch(`${server.origin}/v1/health`, { headers });
    const file = await fetch(`${server.origin}/config.json`, { headers });
    expect(api.headers.get(SESSION_IDLE_HEADER)).toBe(String(IDLE_MINUTES * 60));
    expect(file.status).toBe(200);
    expect(file.headers.get(SESSION_IDLE_HEADER)).toBeNull();
  });

  it('ends a session that made no request for the idle limit, and keeps one whose requests came within it', async () => {
    const idle = server.newClient();
    const active = server.newClient();
    await idle.post('/test/session', { body: { role: 0 } });
    await active.post('/test/session', { body: { role: 0 } });
    const limit = IDLE_MINUTES * 60_000;
    try {
      server.clock.advance(limit - SESSION_TOUCH_INTERVAL_MS);
      await active.get('/test-probe/me');
      server.clock.advance(SESSION_TOUCH_INTERVAL_MS + 1_000);
      await expect(idle.get('/test-probe/me')).rejects.toMatchObject({ status: 401 });
      await expect(active.get('/test-probe/me')).resolves.toMatchObject({ role: 0 });
    } finally {
      server.clock.reset();
    }
  });
});
