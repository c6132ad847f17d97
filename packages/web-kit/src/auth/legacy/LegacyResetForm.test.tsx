import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render-console';
import en from '../locales/en.json';
import { LegacyResetForm } from './LegacyResetForm';

const SLOW = { timeout: 30_000 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

// A fake server: `answer` decides each call's response; every call is recorded.
function fakeServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init?: { method?: string; body?: string }) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function renderForm(answer: (call: Call) => Response, onDone = vi.fn()) {
  localStorage.setItem('fleetkey.lang', 'en');
  const server = fakeServer(answer);
  renderConsole(<LegacyResetForm onDone={onDone} />, { apiOptions: { fetch: server.fetch } });
  return server;
}

const ok = (call: Call) =>
  call.url.includes('/auth/recover_password')
    ? json(200, { data: { receiver: '139****5678' } })
    : json(200, { data: null });

// The first render warms antd up in jsdom, which takes seconds.
describe('the classic reset-password form', { timeout: 120_000 }, () => {
  it('asks for the user name before sending a code, then says where the code went', async () => {
    const server = renderForm(ok);
    fireEvent.click(screen.getByTestId('code-send'));
    await screen.findByText(en.validation.required, {}, SLOW);
    expect(server.calls).toHaveLength(0);
    fill('username-input', 'li_lei');
    fireEvent.click(screen.getByTestId('code-send'));
    expect((await screen.findByTestId('code-sent-to', {}, SLOW)).textContent).toBe(
      en.auth.legacy.sentTo.replace('{{receiver}}', '139****5678'),
    );
    const url = new URL(server.calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/v1/auth/recover_password');
    expect(Object.fromEntries(url.searchParams)).toEqual({ username: 'li_lei', type: 'mobile' });
    expect(screen.getByTestId('code-send').textContent).toContain('60');
  });

  it('clears the countdown when no account has that name, with the mapped message', async () => {
    renderForm(() => json(404, { code: 'ACCOUNT_NOT_FOUND', message: 'account not found' }));
    fill('username-input', 'nobody');
    fireEvent.click(screen.getByTestId('code-send'));
    await screen.findByText(en.errors.codes.ACCOUNT_NOT_FOUND, {}, SLOW);
    await waitFor(() => expect(screen.getByTestId('code-send').textContent).toBe(en.auth.code.send), SLOW);
  });

  it('checks the new password and its confirmation with the contract’s messages', async () => {
    const server = renderForm(ok);
    fill('username-input', 'li_lei');
    fill('code-input', '123456');
    fill('new-password', 'abcdefgh');
    fill('confirm-password', 'abcdefgh');
    fireEvent.click(screen.getByTestId('legacy-reset-submit'));
    await screen.findByText(en.login.passwordError, {}, SLOW);
    fill('new-password', 'Reset2024');
    fill('confirm-password', 'Reset2025');
    fireEvent.click(screen.getByTestId('legacy-reset-submit'));
    await screen.findByText(en.login.confirmPasswordError, {}, SLOW);
    expect(server.calls).toHaveLength(0);
  });

  it('resets through PUT /auth/reset_password?code with the user name, then hands back', async () => {
    const onDone = vi.fn();
    const server = renderForm(ok, onDone);
    fill('username-input', ' li_lei ');
    fill('code-input', '123456');
    fill('new-password', 'Reset2024');
    fill('confirm-password', 'Reset2024');
    fireEvent.click(screen.getByTestId('legacy-reset-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce(), SLOW);
    const reset = server.calls[0];
    expect(reset?.method).toBe('PUT');
    expect(reset?.url).toContain('/v1/auth/reset_password?code=123456');
    expect(reset?.body).toEqual({ user: 'li_lei', newPassword: 'Reset2024' });
  });

  it('shows the mapped error of a failed reset and stays', async () => {
    const onDone = vi.fn();
    renderForm(() => json(400, { code: 'CODE_INVALID', message: 'invalid code' }), onDone);
    fill('username-input', 'li_lei');
    fill('code-input', '654321');
    fill('new-password', 'Reset2024');
    fill('confirm-password', 'Reset2024');
    fireEvent.click(screen.getByTestId('legacy-reset-submit'));
    expect((await screen.findByTestId('reset-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.CODE_INVALID,
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
