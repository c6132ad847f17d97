import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render-console';
import en from './locales/en.json';
import type { PendingFactor } from './factor-check';
import { SecurityDialog } from './SecurityDialog';

const SLOW = { timeout: 30_000 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const factor = (codeSent: boolean) =>
  json(403, {
    code: 'FACTOR_CHECK_FAILED',
    message: 'UC :factor check failed',
    data: { mobile: '139****5678', codeSent },
  });

// A fake server: each captcha has a new uuid; `login` answers the resend's sign-in.
function fakeServer(login: () => Response) {
  let captchas = 0;
  const logins: unknown[] = [];
  const fetch = vi.fn((url: string, init?: { body?: string }) => {
    if (url.includes('/auth/svg_code')) {
      captchas += 1;
      return Promise.resolve(json(200, { data: { svgCode: '<svg/>', uuid: `uuid-${captchas}` } }));
    }
    logins.push(JSON.parse(init?.body ?? '{}'));
    return Promise.resolve(login());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, logins };
}

function renderDialog(codeSent: boolean, login: () => Response, codeLive = true) {
  localStorage.setItem('fleetkey.lang', 'en');
  const server = fakeServer(login);
  const pending: PendingFactor = {
    user: '8613912345678',
    password: 'Right2024',
    mobile: '139****5678',
    codeSent,
    codeLive,
  };
  renderConsole(<SecurityDialog pending={pending} onCancel={vi.fn()} onSignedIn={vi.fn()} />, {
    apiOptions: { fetch: server.fetch },
  });
  return server;
}

const resendButton = () => screen.getByTestId<HTMLButtonElement>('security-resend');

async function answerCaptcha(answer: string) {
  await waitFor(
    () => expect(screen.getByTestId('security-captcha-image').getAttribute('data-uuid')).toBeTruthy(),
    SLOW,
  );
  fireEvent.change(screen.getByTestId('security-captcha-input'), { target: { value: answer } });
}

afterEach(() => {
  vi.useRealTimers();
});

// The first render warms antd up in jsdom, which takes seconds.
describe('the mobile security dialog’s resend button', { timeout: 120_000 }, () => {
  it('counts 60 s down from the code just sent, then offers a resend behind a captcha', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDialog(true, () => factor(true));
    await waitFor(() => expect(resendButton().textContent).toContain('60'), SLOW);
    expect(resendButton().disabled).toBe(true);
    expect(screen.queryByTestId('security-captcha-input')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(resendButton().textContent).toBe(en.auth.security.resend);
    expect(resendButton().disabled).toBe(false);
    expect(screen.getByTestId('security-captcha-input')).toBeTruthy();
  });

  it('says a code was sent only when one was, and that the earlier one is still valid otherwise', async () => {
    renderDialog(false, () => factor(true));
    const earlier = en.auth.security.hintEarlier.replace('{{mobile}}', '139****5678');
    expect(await screen.findByText(earlier, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(en.auth.security.hint.replace('{{mobile}}', '139****5678'))).toBeNull();
  });

  it('says the earlier code was used, not that it is still valid, when another browser signed in with it', async () => {
    renderDialog(false, () => factor(true), false);
    const used = en.auth.security.hintUsed.replace('{{mobile}}', '139****5678');
    expect(await screen.findByText(used, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(en.auth.security.hintEarlier.replace('{{mobile}}', '139****5678'))).toBeNull();
  });

  it('resends by signing in again with the password and the captcha, then counts down again', async () => {
    const server = renderDialog(false, () => factor(true));
    fireEvent.click(await screen.findByTestId('security-resend', {}, SLOW));
    await screen.findByText(en.validation.required, {}, SLOW);
    expect(server.logins).toHaveLength(0);
    await answerCaptcha('abcd');
    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton().textContent).toContain('60'), SLOW);
    expect(server.logins).toEqual([
      { user: '8613912345678', password: 'Right2024', svgCode: 'abcd', svgCodeUUID: 'uuid-1' },
    ]);
    expect(screen.queryByTestId('security-captcha-input')).toBeNull();
  });

  it('clears the countdown when the resend fails, shows the mapped error and a new captcha', async () => {
    renderDialog(false, () => json(400, { code: 'CAPTCHA_WRONG', message: 'check svg_code failed' }));
    await answerCaptcha('zzzz');
    fireEvent.click(resendButton());
    expect((await screen.findByTestId('security-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.CAPTCHA_WRONG,
    );
    expect(resendButton().textContent).toBe(en.auth.security.resend);
    expect(resendButton().disabled).toBe(false);
    await waitFor(
      () => expect(screen.getByTestId('security-captcha-image').getAttribute('data-uuid')).toBe('uuid-2'),
      SLOW,
    );
  });

  it('reads a code kept from less than a minute ago as the once-a-minute limit', async () => {
    renderDialog(false, () => factor(false));
    await answerCaptcha('abcd');
    fireEvent.click(resendButton());
    expect((await screen.findByTestId('security-error', {}, SLOW)).textContent).toBe(
      en.errors.codes.CODE_FLOW_MINUTE,
    );
    expect(resendButton().disabled).toBe(false);
  });
});
