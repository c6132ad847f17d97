import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { freePort, startOidcProvider, type TestOidcProvider } from './support/oidc-provider';
import { startTestServer, type TestServer } from './support/test-server';

/** A browser's cookies, per origin, following redirects by hand so each hop can be seen. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(cookies: Record<string, Record<string, string>> = {}) {
    for (const [origin, pairs] of Object.entries(cookies))
      this.jars.set(origin, new Map(Object.entries(pairs)));
  }

  /** Follows redirects from `url` until one leaves for `stopAtOrigin` + a path outside /v1 (a page). */
  async visit(url: string, stopAtOrigin: string): Promise<URL> {
    let next = new URL(url);
    for (let hop = 0; hop < 15; hop++) {
      const jar = this.jars.get(next.origin) ?? new Map<string, string>();
      this.jars.set(next.origin, jar);
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(pair.slice(0, eq));
        else jar.set(pair.slice(0, eq), value);
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`stopped at ${next.toString()} with ${response.status}`);
      next = new URL(location, next);
      if (next.origin === stopAtOrigin && !next.pathname.startsWith('/v1/')) return next;
    }
    throw new Error('too many redirects');
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }
}

describe.each(testEngines)('third-party sign-in with a real OpenID provider ($name)', (engine) => {
  let server: TestServer;
  let oidc: TestOidcProvider;
  beforeAll(async () => {
    const port = await freePort();
    oidc = await startOidcProvider(`http://127.0.0.1:${port}/v1/auth/oauth/weixin`);
    server = await startTestServer(engine, {
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        OUTBOX_API: '1',
        ...oidc.env('weixin'),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await oidc.close();
  });

  it('offers only the configured providers', async () => {
    await expect(
      server.newClient().get('/auth/third_support', { query: { backPage: '/Home' } }),
    ).resolves.toEqual([{ provider: 'weixin', url: '/v1/connect/weixin?backPage=%2FHome' }]);
  });

  it('answers an unconfigured provider with "provider not configured"', async () => {
    const response = await fetch(`${server.origin}/v1/connect/qq`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      message: 'provider not configured',
    });
  });

  it('sends a signed-out stranger back to /Login saying the identity is not linked', async () => {
    oidc.signInAs('stranger');
    const landing = await new Browser().visit(
      `${server.origin}/v1/connect/weixin?backPage=/Home/Licence/Licence`,
      server.origin,
    );
    expect(landing.pathname).toBe('/Login');
    expect(landing.searchParams.get('oauthError')).toBe('OAUTH_NOT_LINKED');
  });

  it('links the identity for a signed-in user, then signs a fresh browser in as that user', async () => {
    const { mobile, user } = await registerUser(server);
    oidc.signInAs(`wx-${user.id}`);
    const sessionCookie = await loginCookie(server, mobile);
    const linking = new Browser({ [server.origin]: { fk_session: sessionCookie } });
    const back = await linking.visit(
      `${server.origin}/v1/connect/weixin?backPage=/iot/Home/UserCenter`,
      server.origin,
    );
    expect(back.pathname).toBe('/iot/Home/UserCenter');

    const fresh = new Browser();
    const landing = await fresh.visit(
      `${server.origin}/v1/connect/weixin?backPage=/Home/Licence/Licence`,
      server.origin,
    );
    expect(landing.pathname).toBe('/Home/Licence/Licence');
    const cookie = fresh.cookie(server.origin, 'fk_session');
    expect(cookie).toBeDefined();
    const me = await fetch(`${server.origin}/v1/users/${user.id}`, {
      headers: { cookie: `fk_session=${cookie}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses a callback whose state does not match the attempt', async () => {
    const response = await fetch(`${server.origin}/v1/auth/oauth/weixin?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/Login?oauthError=OAUTH_STATE_INVALID');
  });

  it('refuses a backPage that would leave the site', async () => {
    const response = await fetch(`${server.origin}/v1/connect/weixin?backPage=//evil.example`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });
});

async function loginCookie(server: TestServer, mobile: string): Promise<string> {
  const client = server.newClient();
  const { uuid } = await client.get<{ uuid: string }>('/auth/svg_code');
  const { answer } = await client.get<{ answer: string }>(`/dev/captcha/${uuid}`);
  const response = await fetch(`${server.origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' },
    body: JSON.stringify({ user: mobile, password: 'Abcd1234', svgCode: answer, svgCodeUUID: uuid }),
  });
  const value = response.headers.getSetCookie()[0]?.split(';')[0]?.split('=')[1];
  if (!value) throw new Error(`login failed: ${response.status}`);
  return value;
}

describe.each(testEngines)('third-party sign-in without PUBLIC_URL ($name)', (engine) => {
  let server: TestServer;
  let oidc: TestOidcProvider;
  beforeAll(async () => {
    oidc = await startOidcProvider('http://127.0.0.1:9/v1/auth/oauth/weixin');
    server = await startTestServer(engine, { env: { ...oidc.env('weixin') } });
  });
  afterAll(async () => {
    await server.close();
    await oidc.close();
  });

  it('offers no provider', async () => {
    await expect(server.newClient().get('/auth/third_support')).resolves.toEqual([]);
  });

  it('refuses to start the flow, whatever Host the request names', async () => {
    const response = await fetch(`${server.origin}/v1/connect/weixin`, {
      redirect: 'manual',
      headers: { host: 'attacker.example' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
  });
});
