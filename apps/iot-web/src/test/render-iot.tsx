// Test helper: renders IoT console UI with the console's texts (English), a memory router and an api
// client whose fetch answers from a route table, so components run without a server.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { IotAccessView } from '@fleetkey/contract';
import { STORAGE_KEYS } from '@fleetkey/web-kit';
import { TestConsole } from '@fleetkey/web-kit/testing';
import { IOT_HOME_PATH } from '../app/routes';
import { APP_ID, DEFAULT_THEME } from '../app/theme';
import { CONSOLE_TEXTS } from './console-texts';

/** The access of a main account, as GET /subusers_access/mine answers it. */
export const MAIN_ACCESS: IotAccessView = {
  main: true,
  mustChangePassword: false,
  grants: {},
  scope: { kind: 'all', groupIds: [], projectIds: [] },
};

/** An error answer a fake route gives: its status and `{ code, message, data? }` body. */
export class FakeError {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string; data?: unknown },
  ) {}
}

/** A fake answer per `METHOD /v1/path` (query ignored); unknown routes answer 404. */
export type FakeRoutes = Record<string, (url: URL, init: RequestInit | undefined) => unknown>;

/** The JSON text a fake route was sent (the api client sends bodies as strings), '' when none. */
export function sentBody(init: RequestInit | undefined): string {
  return typeof init?.body === 'string' ? init.body : '';
}

/** A fetch over a route table: a handler's value is sent as `{ data }`, a FakeError as an error answer. */
export function fakeFetch(routes: FakeRoutes = {}) {
  // Screens ask what the user may do; unless a test says otherwise, it is the main account (everything).
  const table: FakeRoutes = { 'GET /v1/subusers_access/mine': () => MAIN_ACCESS, ...routes };
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const handler = table[`${init?.method ?? 'GET'} ${url.pathname}`];
    // A handler may answer later (a promise), so a test can hold an answer back.
    return Promise.resolve(
      handler ? handler(url, init) : new FakeError(404, { code: 'NOT_FOUND', message: 'no route' }),
    ).then((answer) => {
      const body =
        answer instanceof FakeError
          ? { status: answer.status, json: answer.body }
          : { status: 200, json: { data: answer } };
      return new Response(JSON.stringify(body.json), {
        status: body.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
}

/** Renders `ui` inside the IoT console's providers in English. */
export function renderIot(ui: ReactNode, options: { routes?: FakeRoutes; path?: string } = {}) {
  localStorage.setItem(STORAGE_KEYS.language, 'en');
  const fetch = fakeFetch(options.routes);
  const result = render(
    <TestConsole
      path={options.path}
      appId={APP_ID}
      homePath={IOT_HOME_PATH}
      defaultTheme={DEFAULT_THEME}
      resources={CONSOLE_TEXTS}
      apiOptions={{ fetch }}
    >
      {ui}
    </TestConsole>,
  );
  return { ...result, fetch };
}
