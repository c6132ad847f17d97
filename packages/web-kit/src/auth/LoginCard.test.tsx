import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '../session/session-store';
import { DEMO_USER, renderConsole } from '../test/render-console';
import en from './locales/en.json';
import { LoginCard } from './LoginCard';

const SLOW = { timeout: 30_000 };
const LANDING = '/Home/Landing';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Call {
  method: string;
  url: string;
}

// A fake server: `answer` decides each call's response; every call is recorded.
function fakeServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init?: { method?: string }) => {
    const call = { method: init?.method ?? 'GET', url };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function renderLogin(path: string, fetch: typeof globalThis.fetch) {
  localStorage.setItem('fleetkey.lang', 'en');
  return renderConsole(<LoginCard target={() => LANDING} />, { path, apiOptions: { fetch } });
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const currentSearch = () => screen.getByTestId('current-search').textContent;

// The first render warms antd up in jsdom, which takes seconds.
describe('automatic sign-in on /Login', { timeout: 120_000 }, () => {
  // The consoles run under StrictMode, which runs effects twice in development: the single-use token
  // must still be sent once.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('signs in once with the ujwt, stores the user like a login and lands on the target', async () => {
    const server = fakeServer(({ url }) =>
      url.startsWith('/v1/auth/login?') ? json(200, { data: DEMO_USER }) : json(404, {}),
    );
    renderLogin('/Login?ujwt=tok.sig&path=Log', server.fetch);

    await waitFor(() => expect(currentPath()).toBe(LANDING), SLOW);
    expect(server.calls).toEqual([{ method: 'POST', url: '/v1/auth/login?ujwt=tok.sig' }]);
    expect(getStoredUser()).toEqual(DEMO_USER);
  });

  it('on a refused token shows the mapped error, keeps the form and removes the token from the address', async () => {
    const server = fakeServer(() =>
      json(400, { code: 'HANDOFF_INVALID', message: 'invalid or expired ujwt' }),
    );
    renderLogin('/Login?ujwt=spent.sig&path=Log', server.fetch);

    expect((await screen.findByTestId('auto-sign-in-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.HANDOFF_INVALID,
    );
    expect(currentPath()).toBe('/Login');
    expect(currentSearch()).toBe('?path=Log');
    expect(screen.getByTestId('tab-password')).toBeTruthy();
    expect(screen.queryByText(en.auth.handoff.signingIn)).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('shows that it is signing in while the token is being redeemed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof globalThis.fetch;
    renderLogin('/Login?ujwt=slow.sig', fetch);

    expect(await screen.findByText(en.auth.handoff.signingIn, {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(currentSearch()).toBe(''));
    answer(json(200, { data: DEMO_USER }));
    await waitFor(() => expect(currentPath()).toBe(LANDING), SLOW);
  });

  it("after a provider's return looks the session up and signs in with it", async () => {
    const server = fakeServer(({ url }) =>
      url === '/v1/users' ? json(200, { data: { ...DEMO_USER, nickname: 'Dee' } }) : json(404, {}),
    );
    renderLogin('/Login?oauth=weixin', server.fetch);

    await waitFor(() => expect(currentPath()).toBe(LANDING), SLOW);
    expect(server.calls).toEqual([{ method: 'GET', url: '/v1/users' }]);
    // Only the display fields of the session are kept, not the whole profile.
    expect(getStoredUser()).toEqual(DEMO_USER);
  });

  it('shows the provider refusal the server reported, without calling it', async () => {
    const server = fakeServer(() => json(404, {}));
    renderLogin('/Login?oauthError=OAUTH_NOT_LINKED', server.fetch);

    expect((await screen.findByTestId('auto-sign-in-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.OAUTH_NOT_LINKED,
    );
    expect(currentSearch()).toBe('');
    expect(server.calls).toEqual([]);
  });

  it('does nothing on a plain visit', async () => {
    const server = fakeServer(() => json(404, {}));
    renderLogin('/Login?path=Log', server.fetch);

    expect(await screen.findByTestId('tab-sms', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('auto-sign-in-error')).toBeNull();
    expect(screen.queryByText(en.auth.handoff.signingIn)).toBeNull();
    expect(currentSearch()).toBe('?path=Log');
    expect(server.calls).toEqual([]);
  });
});
