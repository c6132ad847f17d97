import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER, renderConsole } from '../../test/render-console';
import en from '../locales/en.json';
import { LegacyRegisterForm } from './LegacyRegisterForm';

const SLOW = { timeout: 30_000 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// A fake server: a captcha, the code request succeeds (its query kept); the registration answers what
// `register` says.
function fakeServer(register: () => Response) {
  const registrations: unknown[] = [];
  const codeRequests: string[] = [];
  const fetch = vi.fn((url: string, init?: { method?: string; body?: string }) => {
    if (url.includes('/auth/svg_code'))
      return Promise.resolve(json(200, { data: { svgCode: '<svg/>', uuid: 'uuid-1' } }));
    if (url.includes('/auth/sms_code')) {
      codeRequests.push(url);
      return Promise.resolve(json(200, { data: null }));
    }
    registrations.push(JSON.parse(init?.body ?? '{}'));
    return Promise.resolve(register());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, registrations, codeRequests };
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function fillForm() {
  fill('username-input', 'li_lei');
  fill('new-password', 'Fleet2024');
  fill('confirm-password', 'Fleet2024');
  fill('mobile-input', '13912345678');
  await waitFor(
    () => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).toBe('uuid-1'),
    SLOW,
  );
  fill('captcha-input', 'abcd');
  fireEvent.click(screen.getByTestId('code-send'));
  await waitFor(() => expect(screen.getByTestId('code-send').textContent).toContain('60'), SLOW);
  fill('code-input', '123456');
}

function renderForm(register: () => Response, onDone = vi.fn()) {
  localStorage.setItem('fleetkey.lang', 'en');
  const server = fakeServer(register);
  renderConsole(<LegacyRegisterForm onDone={onDone} />, { apiOptions: { fetch: server.fetch } });
  return server;
}

afterEach(() => {
  vi.useRealTimers();
});

// The first render warms antd up in jsdom, which takes seconds.
describe('the classic register form', { timeout: 120_000 }, () => {
  it('shows the contract’s messages: required fields, user name, weak password, mismatch', async () => {
    const server = renderForm(() => json(201, { data: DEMO_USER }));
    fireEvent.click(screen.getByTestId('legacy-register-submit'));
    expect((await screen.findAllByText(en.validation.required, {}, SLOW)).length).toBeGreaterThan(0);
    fill('username-input', '李雷');
    fill('new-password', '12345678');
    fill('confirm-password', '1234567');
    fireEvent.click(screen.getByTestId('legacy-register-submit'));
    await screen.findByText(en.validation.usernameInvalid, {}, SLOW);
    await screen.findByText(en.login.passwordError, {}, SLOW);
    await screen.findByText(en.login.confirmPasswordError, {}, SLOW);
    expect(server.registrations).toHaveLength(0);
  });

  it('registers with the user name, full mobile and code, reads "registered", and leaves after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDone = vi.fn();
    const server = renderForm(() => json(201, { data: DEMO_USER }), onDone);
    await fillForm();
    fireEvent.click(screen.getByTestId('legacy-register-submit'));
    await waitFor(
      () => expect(screen.getByTestId('legacy-register-submit').textContent).toBe(en.auth.legacy.registered),
      SLOW,
    );
    expect(server.codeRequests[0]).toContain('svgCode=abcd&svgCodeUUID=uuid-1');
    expect(server.registrations).toEqual([
      {
        smsCode: '123456',
        data: { username: 'li_lei', mobile: '8613912345678', password: 'Fleet2024', pushable: 0 },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows the mapped error when the user name is taken, and stays', async () => {
    const onDone = vi.fn();
    renderForm(() => json(409, { code: 'USER_EXISTS', message: 'user exist.' }), onDone);
    await fillForm();
    fireEvent.click(screen.getByTestId('legacy-register-submit'));
    expect((await screen.findByTestId('register-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.USER_EXISTS,
    );
    expect(screen.getByTestId('legacy-register-submit').textContent).toBe(en.auth.legacy.submitRegister);
    expect(onDone).not.toHaveBeenCalled();
  });
});
