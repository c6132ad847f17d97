import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render-console';
import { RegisterWizard } from './RegisterWizard';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// A fake server that takes any code and any registration.
function fakeServer() {
  const calls: string[] = [];
  const fetch = vi.fn((input: string, init?: { method?: string }) => {
    const { pathname } = new URL(input, 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (pathname.endsWith('/auth/svg_code'))
      return Promise.resolve(json(200, { data: { svgCode: '<svg/>', uuid: 'u-1' } }));
    if (pathname.endsWith('/auth/check_code')) return Promise.resolve(json(200, { data: true }));
    return Promise.resolve(json(200, { data: null }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const SLOW = { timeout: 30_000 };

function renderWizard(server: ReturnType<typeof fakeServer>, path = '/Register') {
  return renderConsole(<RegisterWizard withCompanyStep onSignIn={() => undefined} />, {
    path,
    apiOptions: { fetch: server.fetch },
  });
}

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

afterEach(() => sessionStorage.clear());

describe('the registration wizard', { timeout: 120_000 }, () => {
  it('keeps each step in the address and what was typed across a reload, the password aside', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    const server = fakeServer();
    const first = renderWizard(server);
    await screen.findByTestId('register-account', {}, SLOW);
    fireEvent.change(field('mobile-input'), { target: { value: '13912345678' } });
    fireEvent.change(field('sms-code-input'), { target: { value: '123456' } });
    fireEvent.change(field('register-password'), { target: { value: 'Secret2024' } });
    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.click(screen.getByTestId('register-next'));
    await screen.findByTestId('register-email', {}, SLOW);
    expect(screen.getByTestId('current-search').textContent).toBe('?step=1');
    fireEvent.change(field('email-input'), { target: { value: 'ada@example.com' } });
    expect(sessionStorage.getItem('fleetkey.registrationDraft')).not.toContain('Secret2024');

    // A reload: the page's memory is gone, the tab's storage is not.
    first.unmount();
    renderWizard(server, '/Register?step=1');
    await screen.findByTestId('register-account', {}, SLOW);
    expect(field('mobile-input').value).toBe('13912345678');
    expect(field('sms-code-input').value).toBe('123456');
    expect(field('register-password').value).toBe('');
    expect(screen.getByTestId<HTMLInputElement>('agreement').checked).toBe(true);
    fireEvent.change(field('register-password'), { target: { value: 'Secret2024' } });
    fireEvent.click(screen.getByTestId('register-next'));
    await screen.findByTestId('register-email', {}, SLOW);
    await waitFor(() => expect(field('email-input').value).toBe('ada@example.com'));
  });

  it('does not tick the agreement for a user who never passed the first step', async () => {
    sessionStorage.setItem(
      'fleetkey.registrationDraft',
      JSON.stringify({ account: { mobile: '13912345678' }, accountDone: false, email: {}, company: {} }),
    );
    renderWizard(fakeServer());
    await screen.findByTestId('register-account', {}, SLOW);
    expect(field('mobile-input').value).toBe('13912345678');
    expect(screen.getByTestId<HTMLInputElement>('agreement').checked).toBe(false);
  });
});
