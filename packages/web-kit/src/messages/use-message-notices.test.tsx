import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageView } from '@fleetkey/contract';
import { storeLanguage } from '../i18n/language-store';
import { useTexts } from '../i18n/use-texts';
import { storeUser } from '../session/session-store';
import { DEMO_USER, renderConsole } from '../test/render-console';
import { useMessageNotices } from './use-message-notices';

const KEYED: MessageView = {
  id: 'msg-1',
  type: 1,
  title: 'Application approved',
  content: '',
  read: false,
  createdAt: 1_000,
  textKey: 'applicationApproved',
  textParams: { licenceNo: 'L-1' },
};
// Typed by a person: no text key, its own words in every language.
const TYPED: MessageView = {
  id: 'msg-2',
  type: 1,
  title: 'Maintenance tonight',
  content: '',
  read: false,
  createdAt: 2_000,
};

const SERVER_TEXTS = { serverText: { applicationApproved: { title: 'Licence {{licenceNo}} approved' } } };

/** A fetch answering the unread count and the newest unread messages; records the paths asked. */
function fakeServer() {
  const paths: string[] = [];
  const fetch = vi.fn((input: string) => {
    const { pathname } = new URL(input, 'http://localhost');
    paths.push(pathname);
    const data =
      pathname === '/v1/messages/unread' ? { count: 2 } : { totalCount: 2, result: [KEYED, TYPED] };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, paths };
}

function Probe() {
  useTexts({ en: SERVER_TEXTS, zh: SERVER_TEXTS });
  const { shown, count, items } = useMessageNotices((ms) => `at ${ms}`);
  return <output data-testid="notices">{JSON.stringify({ shown, count, items })}</output>;
}

const notices = () => JSON.parse(screen.getByTestId('notices').textContent ?? '') as unknown;

describe('useMessageNotices', () => {
  it("gives a main account's unread count and newest messages as bell items, titled in its language", async () => {
    storeLanguage('en');
    storeUser(DEMO_USER);
    const server = fakeServer();
    renderConsole(<Probe />, { apiOptions: { fetch: server.fetch } });
    await waitFor(
      () =>
        expect(notices()).toEqual({
          shown: true,
          count: 2,
          items: [
            { id: 'msg-1', title: 'Licence L-1 approved', time: 'at 1000' },
            { id: 'msg-2', title: 'Maintenance tonight', time: 'at 2000' },
          ],
        }),
      { timeout: 30_000 },
    );
  });

  it('asks nothing for an administrator, whose session has no messages', async () => {
    storeUser({ ...DEMO_USER, role: 1 });
    const server = fakeServer();
    renderConsole(<Probe />, { apiOptions: { fetch: server.fetch } });
    await screen.findByTestId('notices', {}, { timeout: 30_000 });
    expect(notices()).toEqual({ shown: false, count: 0, items: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.paths.filter((path) => path.startsWith('/v1/messages'))).toEqual([]);
  });
});
