// Test helpers of the portal's screens (imported by *.test.tsx only): the portal's own texts and
// providers around a screen, and an api whose answers each test lists.
import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { AdminGrants } from '@fleetkey/contract';
import { STORAGE_KEYS, storeLanguage, storeUser } from '@fleetkey/web-kit';
import { DEMO_USER, TestConsole } from '@fleetkey/web-kit/testing';
import { LICENCE_HOME_PATH } from '../app/routes';
import { APP_ID, DEFAULT_THEME } from '../app/theme';
import { CONSOLE_TEXTS } from './console-texts';

/** An answer of the fake api: the `{ data }` of a success, or an error body with its status. */
export type FakeAnswer = { data: unknown } | { status: number; code: string; data?: unknown };

/** Answers by `METHOD /v1/path` (query left off); a function sees the full URL and the body. */
export type FakeRoutes = Record<string, FakeAnswer | ((url: URL, body: unknown) => FakeAnswer)>;

/** A fetch that answers from a route table and records every call as `METHOD /v1/path?query`. */
export function fakeApi(routes: FakeRoutes) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://portal.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer: FakeAnswer =
      typeof route === 'function' ? route(url, body) : (route ?? { status: 404, code: 'NOT_FOUND' });
    const [status, payload] =
      'code' in answer
        ? [answer.status, { code: answer.code, message: answer.code, data: answer.data }]
        : [200, answer];
    return Promise.resolve(
      new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  /** The calls made to one `METHOD /v1/path`. */
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.url.pathname}` === key);
  return { fetch: fetch as typeof globalThis.fetch, calls, callsTo };
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-location">{`${pathname}${search}`}</output>;
}

/** Renders a portal screen in English, signed in as the demo user, over the given fetch. */
export function renderLicence(ui: ReactNode, options: { fetch: typeof fetch; path?: string }) {
  storeLanguage('en');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
  return render(
    <TestConsole
      path={options.path}
      appId={APP_ID}
      homePath={LICENCE_HOME_PATH}
      defaultTheme={DEFAULT_THEME}
      resources={CONSOLE_TEXTS}
      apiOptions={{ fetch: options.fetch }}
    >
      <CurrentLocation />
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </TestConsole>,
  );
}

/**
 * Renders a portal screen signed in as an administrator holding `grants`, the api answering `routes`
 * besides the grants; resolves with the api once the screen has read the grants.
 */
export async function renderForAdmin(
  ui: ReactNode,
  grants: AdminGrants,
  routes: FakeRoutes,
  options: { path?: string } = {},
) {
  const api = fakeApi({
    'GET /v1/admins/me/permissions': { data: { superAdmin: false, grants } },
    ...routes,
  });
  renderLicence(ui, { fetch: api.fetch, ...options });
  act(() => storeUser({ ...DEMO_USER, id: 'admin-1', role: 1 }));
  await waitFor(() => expect(api.callsTo('GET /v1/admins/me/permissions')).toHaveLength(1));
  return api;
}
