import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_LINKS, type SiteLinks } from '@fleetkey/contract';
import { renderConsole } from '../test/render-console';
import { AppFooter } from './AppFooter';
import { ChatGroupQr } from './ChatGroupQr';
import { FeedbackLink } from './FeedbackLink';

/** An api whose GET /v1/site/links answers these links. */
function linksApi(links: SiteLinks) {
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://console.test');
    if (url.pathname === '/v1/site/links') return Promise.resolve(Response.json({ data: links }));
    return Promise.resolve(Response.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 }));
  };
  return { apiOptions: { origin: 'http://console.test', fetch } };
}

const shell = (
  <>
    <ChatGroupQr />
    <FeedbackLink />
    <AppFooter build="test" showSupport />
  </>
);

describe('links from the system config', () => {
  it('hides the chat group, feedback and support contacts while none is set (no placeholder address)', async () => {
    renderConsole(shell, linksApi(DEFAULT_SITE_LINKS));
    await screen.findByTestId('app-footer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('chat-group')).toBeNull();
    expect(screen.queryByTestId('feedback')).toBeNull();
    expect(screen.queryByTestId('support-email')).toBeNull();
    expect(screen.queryByTestId('support-hotline')).toBeNull();
    expect(document.body.innerHTML).not.toContain('fleetkey.example');
  });

  it('shows each link an administrator set, with its address', async () => {
    renderConsole(
      shell,
      linksApi({
        ...DEFAULT_SITE_LINKS,
        chatGroupUrl: 'https://chat.example.org/join',
        supportEmail: 'help@example.org',
        supportHotline: '010 1234 5678',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('chat-group')).toBeTruthy());
    // No feedback address: Feedback mails the support address.
    expect(screen.getByTestId('feedback').getAttribute('href')).toMatch(
      /^mailto:help@example\.org\?subject=/,
    );
    expect(screen.getByTestId('support-email').textContent).toContain('help@example.org');
    expect(screen.getByTestId('support-hotline').querySelector('a')?.getAttribute('href')).toBe(
      'tel:01012345678',
    );
  });
});
