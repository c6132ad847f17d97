import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USER, renderConsole } from '../test/render-console';
import en from './locales/en.json';
import { PasswordLoginForm } from './PasswordLoginForm';

const SLOW = { timeout: 30_000 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// A fake server: each captcha has a new uuid; the password decides the login's answer.
function fakeServer() {
  let captchas = 0;
  const logins: Record<string, unknown>[] = [];
  const fetch = vi.fn((input: string, init?: { body?: string }) => {
    const url = input;
    if (url.includes('/auth/svg_code')) {
      captchas += 1;
      return Promise.resolve(json(200, { data: { svgCode: '<svg/>', uuid: `uuid-${captchas}` } }));
    }
    const body = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
    logins.push(body);
    if (body.password === 'Wrong2024') {
      return Promise.resolve(json(400, { code: 'PASSWORD_WRONG', message: 'UC :password error' }));
    }
    if (body.smsCode === undefined) {
      return Promise.resolve(
        json(403, {
          code: 'FACTOR_CHECK_FAILED',
          message: 'UC :factor check failed',
          data: { mobile: '139****5678' },
        }),
      );
    }
    return Promise.resolve(json(200, { data: { ...DEMO_USER, mustChangePassword: false } }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, logins };
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function signIn(password: string) {
  await waitFor(
    () => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).toBeTruthy(),
    SLOW,
  );
  fill('account-input', '13912345678');
  fill('password-input', password);
  fill('captcha-input', 'abcd');
  fireEvent.click(screen.getByTestId('login-submit'));
}

// The first render warms antd up in jsdom, which takes seconds.
describe('password sign-in', { timeout: 120_000 }, () => {
  it('sends the full mobile with the captcha; a wrong password shows the mapped text and a new captcha', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    const server = fakeServer();
    renderConsole(<PasswordLoginForm onSignedIn={vi.fn()} />, { apiOptions: { fetch: server.fetch } });
    await signIn('Wrong2024');
    expect((await screen.findByTestId('login-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.PASSWORD_WRONG,
    );
    expect(server.logins[0]).toEqual({
      user: '8613912345678',
      password: 'Wrong2024',
      svgCode: 'abcd',
      svgCodeUUID: 'uuid-1',
      remember: false,
    });
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).toBe('uuid-2'));
    expect(screen.getByTestId<HTMLInputElement>('captcha-input').value).toBe('');
  });

  it('opens the security dialog on a factor check and finishes with the SMS code, without captcha', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    const server = fakeServer();
    const onSignedIn = vi.fn();
    renderConsole(<PasswordLoginForm onSignedIn={onSignedIn} />, { apiOptions: { fetch: server.fetch } });
    await signIn('Right2024');
    expect((await screen.findByTestId('security-code-input', {}, SLOW)) instanceof HTMLInputElement).toBe(
      true,
    );
    expect(document.body.textContent).toContain('139****5678');
    fill('security-code-input', '123456');
    fireEvent.click(screen.getByTestId('security-confirm'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce(), SLOW);
    expect(server.logins[1]).toEqual({ user: '8613912345678', password: 'Right2024', smsCode: '123456' });
  });

  it('shows the administrators a captcha only once the server asks for it, then sends its answer', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    let captchas = 0;
    const logins: Record<string, unknown>[] = [];
    const fetch = vi.fn((url: string, init?: { body?: string }) => {
      if (url.includes('/auth/svg_code')) {
        captchas += 1;
        return Promise.resolve(json(200, { data: { svgCode: '<svg/>', uuid: `uuid-${captchas}` } }));
      }
      logins.push(JSON.parse(init?.body ?? '{}') as Record<string, unknown>);
      return Promise.resolve(
        json(400, {
          code: 'INVALID_CREDENTIALS',
          message: 'invalid user or password',
          data: { captchaRequired: true },
        }),
      );
    });
    renderConsole(<PasswordLoginForm admin onSignedIn={vi.fn()} />, {
      apiOptions: { fetch: fetch as unknown as typeof globalThis.fetch },
    });
    fill('account-input', 'chief');
    fill('password-input', 'Wrong2024');
    expect(screen.queryByTestId('captcha-input')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(
      () => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).toBe('uuid-1'),
      SLOW,
    );
    expect(logins[0]).toEqual({ user: 'chief', password: 'Wrong2024' });
    fill('captcha-input', 'wxyz');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(2), SLOW);
    expect(logins[1]).toEqual({
      user: 'chief',
      password: 'Wrong2024',
      svgCode: 'wxyz',
      svgCodeUUID: 'uuid-1',
    });
  });
});
