import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from './mailbox';

// Helpers of the auth specs: fresh accounts, SMS codes and captcha answers from the server's test-only
// outbox API (OUTBOX_API=1), e-mail codes from the test SMTP server, the test clock, and the texts of
// web-kit's auth screens.

const CSRF = { 'X-Requested-With': 'fleetkey' };

type Messages = { [key: string]: string | Messages };

/** The text of a web-kit auth key (`auth.forgot.success`, `errors.codes.PASSWORD_WRONG`) in a language. */
export function authText(language: 'zh' | 'en', key: string): string {
  const file = new URL(`../../packages/web-kit/src/auth/locales/${language}.json`, import.meta.url);
  let node: string | Messages | undefined = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} auth text for ${key}`);
  return node;
}

/** A mainland mobile no other test uses: national number and the full (86…) form. */
export function freshMobile(): { national: string; full: string } {
  const national = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { national, full: `86${national}` };
}

/** A fresh e-mail address. */
export function freshEmail(): string {
  return `user${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The newest 6-digit code sent to a receiver, waiting for it: an SMS (full mobile) from the outbox API,
 * an e-mail from the mailbox of the test SMTP server it was really sent through. `after` is epoch ms.
 */
export async function latestCode(request: APIRequestContext, receiver: string, after = 0): Promise<string> {
  const newestText = async (): Promise<string> => {
    if (receiver.includes('@')) return mailsTo(receiver, after)[0]?.text ?? '';
    const response = await request.get(`/v1/dev/outbox?receiver=${encodeURIComponent(receiver)}`);
    const { data } = (await response.json()) as { data: { body: string; createdAt: number }[] };
    return data.find((message) => message.createdAt >= after)?.body ?? '';
  };
  let code = '';
  await expect
    .poll(
      async () => {
        code = /\d{6}/.exec(await newestText())?.[0] ?? '';
        return code;
      },
      { message: `a code for ${receiver}` },
    )
    .not.toBe('');
  return code;
}

/** Answers the captcha shown on the page (its image carries the challenge id in `data-uuid`). */
export async function answerCaptcha(page: Page): Promise<void> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-uuid', /.+/);
  const uuid = await image.getAttribute('data-uuid');
  const response = await page.request.get(`/v1/dev/captcha/${uuid}`);
  const { data } = (await response.json()) as { data: { answer: string } };
  await page.getByTestId('captcha-input').fill(data.answer);
}

/** Moves the server's clock past the one-code-a-minute flow control of a receiver. */
export async function passFlowControl(request: APIRequestContext): Promise<void> {
  const response = await request.put('/v1/test/clock', { data: { advanceMs: 61_000 }, headers: CSRF });
  expect(response.ok()).toBe(true);
}

/** Registers an account over the API (code read from the outbox); returns its mobile. */
export async function registerAccount(
  request: APIRequestContext,
  password: string,
): Promise<{ national: string; full: string }> {
  const mobile = freshMobile();
  const sent = await request.get(`/v1/auth/sms_code?mobile=${mobile.full}&codeType=registerCode`);
  expect(sent.ok()).toBe(true);
  const smsCode = await latestCode(request, mobile.full);
  const created = await request.post('/v1/users', {
    data: { smsCode, data: { mobile: mobile.full, password, pushable: 0 } },
    headers: CSRF,
  });
  expect(created.ok()).toBe(true);
  return mobile;
}

/** Signs in on the password tab of a /Login page already shown. */
export async function signInWithPassword(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId('tab-password').click();
  await page.getByTestId('account-input').fill(account);
  await page.getByTestId('password-input').fill(password);
  await answerCaptcha(page);
  await page.getByTestId('login-submit').click();
}

/** Signs in over the API (captcha answered through the outbox API); the browser context shares the cookie. */
export async function apiSignIn(
  request: APIRequestContext,
  user: string,
  password: string,
): Promise<{ id: string }> {
  const challenge = (await (await request.get('/v1/auth/svg_code')).json()) as { data: { uuid: string } };
  const { uuid } = challenge.data;
  const answer = (await (await request.get(`/v1/dev/captcha/${uuid}`)).json()) as {
    data: { answer: string };
  };
  const response = await request.post('/v1/auth/login', {
    data: { user, password, svgCode: answer.data.answer, svgCodeUUID: uuid },
    headers: CSRF,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** Turns phone security on for the signed-in account, then signs out. */
export async function enablePhoneSecurity(
  request: APIRequestContext,
  user: string,
  password: string,
): Promise<void> {
  const { id } = await apiSignIn(request, user, password);
  const updated = await request.put(`/v1/users/${id}`, {
    data: { enableTwoFactorCheck: 'true' },
    headers: CSRF,
  });
  expect(updated.ok()).toBe(true);
  expect((await request.get('/v1/auth/logout')).ok()).toBe(true);
}
