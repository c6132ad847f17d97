import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render-console';
import { storeLanguage } from '../i18n/language-store';
import { emptyProfile, fakeModel } from '../user-centre/test-fixtures';
import { UserCentre } from '../user-centre/UserCentre';
import { RegisterWizard } from './register/RegisterWizard';

const TAKEN_MOBILE = '8613900000001';
const TAKEN_EMAIL = 'taken@example.com';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

// Answers the two "exists" checks for one taken mobile and one taken address; every code check passes.
function fakeServer() {
  const calls: string[] = [];
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/auth/mobile_exist'))
      return Promise.resolve(json({ data: url.searchParams.get('mobile') === TAKEN_MOBILE }));
    if (url.pathname.endsWith('/auth/email_exist'))
      return Promise.resolve(json({ data: url.searchParams.get('email') === TAKEN_EMAIL }));
    if (url.pathname.endsWith('/auth/svg_code'))
      return Promise.resolve(json({ data: { svgCode: '<svg/>', uuid: 'u-1' } }));
    return Promise.resolve(json({ data: true }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const SLOW = { timeout: 30_000 };

// The wizard keeps its draft (and that step 1 was passed) in the tab's storage, which the test files share.
afterEach(() => sessionStorage.clear());
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the live "already registered" check', { timeout: 120_000 }, () => {
  it('tells a registering user, as they type, that a mobile or an e-mail is already registered', async () => {
    storeLanguage('en');
    const server = fakeServer();
    renderConsole(<RegisterWizard withCompanyStep={false} onSignIn={() => undefined} />, {
      path: '/Register',
      apiOptions: { fetch: server.fetch },
    });
    await screen.findByTestId('register-account', {}, SLOW);
    type('mobile-input', '13900000001');
    expect(await screen.findByText('This mobile number is already registered.', {}, SLOW)).toBeTruthy();
    expect(server.calls).toContain(`/v1/auth/mobile_exist?mobile=${TAKEN_MOBILE}`);
    // A half-typed number is not asked about; a free one takes the message away.
    type('mobile-input', '1390000000');
    type('mobile-input', '13900000002');
    await waitFor(() => expect(screen.queryByText('This mobile number is already registered.')).toBeNull());
    await waitFor(() => expect(server.calls).toContain('/v1/auth/mobile_exist?mobile=8613900000002'));
    expect(server.calls).not.toContain('/v1/auth/mobile_exist?mobile=861390000000');

    type('sms-code-input', '123456');
    type('register-password', 'Secret2024');
    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.click(screen.getByTestId('register-next'));
    await screen.findByTestId('register-email', {}, SLOW);
    type('email-input', 'Taken@Example.com');
    expect(await screen.findByText('This e-mail address already exists.', {}, SLOW)).toBeTruthy();
    expect(server.calls).toContain('/v1/auth/email_exist?email=taken%40example.com');
  });

  it('tells a user binding an e-mail in the user centre that it is taken', async () => {
    storeLanguage('en');
    const server = fakeServer();
    renderConsole(<UserCentre model={fakeModel(emptyProfile({ mobile: '8613912345678', area: '86' }))} />, {
      path: '/Home/Test?tab=security',
      apiOptions: { fetch: server.fetch },
    });
    fireEvent.click(screen.getByTestId('security-email-action'));
    type('email-input', TAKEN_EMAIL);
    expect(await screen.findByText('This e-mail address already exists.', {}, SLOW)).toBeTruthy();
  });
});
