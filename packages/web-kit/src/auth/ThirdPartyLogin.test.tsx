import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ThirdPartyOption } from '@fleetkey/contract';
import { renderConsole } from '../test/render-console';
import en from './locales/en.json';
import { ThirdPartyLogin } from './ThirdPartyLogin';

const SLOW = { timeout: 30_000 };

// A server whose /auth/third_support answers `options`; the asked URLs and the answers are recorded.
function fakeServer(options: ThirdPartyOption[]) {
  const urls: string[] = [];
  const answers: Response[] = [];
  const fetch = vi.fn((url: string) => {
    urls.push(url);
    const answer = new Response(JSON.stringify({ data: options }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    answers.push(answer);
    return Promise.resolve(answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls, answers };
}

function renderOnLogin(fetch: typeof globalThis.fetch) {
  localStorage.setItem('fleetkey.lang', 'en');
  return renderConsole(<ThirdPartyLogin />, { path: '/Login?path=PersonalInfo', apiOptions: { fetch } });
}

describe('third-party sign-in on the login form', { timeout: 120_000 }, () => {
  it('offers WeChat when the server has it configured, starting its flow', async () => {
    const url = '/v1/connect/weixin?backPage=%2FLogin%3Fpath%3DPersonalInfo%26oauth%3Dweixin';
    const server = fakeServer([
      { provider: 'github', url: '/v1/connect/github' },
      { provider: 'weixin', url },
    ]);
    renderOnLogin(server.fetch);

    const button = await screen.findByTestId('oauth-weixin', {}, SLOW);
    expect(button.getAttribute('href')).toBe(url);
    expect(button.textContent).toContain(en.auth.thirdParty.weixin);
    // The provider comes back to this /Login, marked, still going where the user was going.
    expect(server.urls).toEqual([
      `/v1/auth/third_support?backPage=${encodeURIComponent('/Login?path=PersonalInfo&oauth=weixin')}`,
    ]);
    // Only weixin is ever shown, whatever else is configured.
    expect(screen.queryByTestId('oauth-github')).toBeNull();
  });

  it('shows nothing when WeChat is not configured', async () => {
    const server = fakeServer([{ provider: 'github', url: '/v1/connect/github' }]);
    renderOnLogin(server.fetch);

    // The answer has been read, and React has had a turn to render it.
    await waitFor(() => expect(server.answers[0]?.bodyUsed).toBe(true), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('third-party-login')).toBeNull();
    expect(screen.queryByText(en.auth.thirdParty.title)).toBeNull();
  });
});
