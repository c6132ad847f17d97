import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { mailsTo } from './mailbox';
import { chooseLanguage } from './session';

// Helpers of the auth specs: fresh accounts, SMS codes and captcha answers from the server's test-only
// outbox API (OUTBOX_API=1), e-mail codes from the test SMTP server, code ageing, and the texts of
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

/** A dev endpoint's answer: its data, or an error that quotes the worded 404 it sent instead. */
async function devData<T>(response: APIResponse, what: string): Promise<T> {
  const body = (await response.json()) as { data?: T; code?: string; message?: string };
  if (!response.ok() || body.data === undefined) {
    throw new Error(`${what}: ${response.status()} ${body.code ?? ''} ${body.message ?? ''}`.trim());
  }
  return body.data;
}

/** The answer of a captcha by its id, from the test-only dev endpoint; throws its worded 404 otherwise. */
export async function captchaAnswer(request: APIRequestContext, uuid: string): Promise<string> {
  const response = await request.get(`/v1/dev/captcha/${uuid}`);
  return (await devData<{ answer: string }>(response, 'captcha answer')).answer;
}

/** The receiver's outbox, newest first; empty while nothing was sent (the dev endpoint's DEV_OUTBOX_EMPTY). */
export async function outboxOf(
  request: APIRequestContext,
  receiver: string,
): Promise<{ body: string; createdAt: number }[]> {
  const response = await request.get(`/v1/dev/outbox?receiver=${encodeURIComponent(receiver)}`);
  if (response.status() === 404) {
    const { code } = (await response.json()) as { code?: string };
    if (code === 'DEV_OUTBOX_EMPTY') return [];
  }
  return devData(response, `outbox of ${receiver}`);
}

/**
 * The newest 6-digit code sent to a receiver, waiting for it: an SMS (full mobile) from the outbox API,
 * an e-mail from the mailbox of the test SMTP server it was really sent through. `after` is epoch ms.
 */
export async function latestCode(request: APIRequestContext, receiver: string, after = 0): Promise<string> {
  const newestText = async (): Promise<string> => {
    if (receiver.includes('@')) return mailsTo(receiver, after)[0]?.text ?? '';
    const messages = await outboxOf(request, receiver);
    return messages.find((message) => message.createdAt >= after)?.body ?? '';
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

/**
 * Answers the captcha a form shows now (its image names the challenge in `data-uuid`; `testId` is the
 * field's prefix). A new challenge may be on its way (after a failed sign-in the form fetches one, and
 * the old image stays, busy, until it comes), so this waits for the image to settle and answers again
 * if the challenge changed under it; a captcha that cannot be answered fails with the dev endpoint's
 * worded 404.
 */
export async function answerCaptcha(page: Page, testId = 'captcha'): Promise<void> {
  const image = page.getByTestId(`${testId}-image`);
  const input = page.getByTestId(`${testId}-input`);
  await expect(async () => {
    await expect(image).toHaveAttribute('aria-busy', 'false', { timeout: 1_000 });
    const uuid = (await image.getAttribute('data-uuid')) ?? '';
    await input.fill(await captchaAnswer(page.request, uuid));
    await expect(image).toHaveAttribute('data-uuid', uuid, { timeout: 0 });
    await expect(image).toHaveAttribute('aria-busy', 'false', { timeout: 0 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Lets a receiver ask for a code again at once, as if a minute had passed for it alone: its codes are
 * dated back by the test-only helper. Moving the server's clock instead would age every captcha, code
 * and hand-off token of the tests running beside this one.
 */
export async function passFlowControl(request: APIRequestContext, receiver: string): Promise<void> {
  const response = await request.put('/v1/test/codes/age', {
    data: { receiver, ageMs: 61_000 },
    headers: CSRF,
  });
  expect(response.ok(), `PUT /v1/test/codes/age for ${receiver}`).toBe(true);
}

/** Registers an account over the API (code read from the outbox); returns its mobile. */
export async function registerAccount(
  request: APIRequestContext,
  password: string,
): Promise<{ national: string; full: string }> {
  const mobile = freshMobile();
  // A code to a number with no account asks for a captcha first.
  const challenge = (await (await request.get('/v1/auth/svg_code')).json()) as { data: { uuid: string } };
  const { uuid } = challenge.data;
  const answer = await captchaAnswer(request, uuid);
  const sent = await request.get(
    `/v1/auth/sms_code?mobile=${mobile.full}&codeType=registerCode&svgCode=${answer}&svgCodeUUID=${uuid}`,
  );
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

/**
 * Registers an account over the API (it comes with a trial licence) and signs it in through the licence
 * portal's /Login form, in English when told (chosen on the sign-in screen); answers its mobile.
 */
export async function signInNewUser(
  page: Page,
  password: string,
  language: 'zh' | 'en' = 'zh',
): Promise<{ national: string; full: string }> {
  const mobile = await registerAccount(page.request, password);
  await page.goto('/Login');
  if (language === 'en') await chooseLanguage(page, 'en');
  await signInWithPassword(page, mobile.national, password);
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
  return mobile;
}

/** Fills the register wizard's e-mail step: the address, the captcha, and the code sent there. */
export async function fillEmailStep(page: Page, email: string): Promise<void> {
  await page.getByTestId('email-input').fill(email);
  await answerCaptcha(page);
  await page.getByTestId('email-code-send').click();
  await page.getByTestId('email-code-input').fill(await latestCode(page.request, email));
}

/** Signs in over the API (captcha answered through the outbox API); the browser context shares the cookie. */
export async function apiSignIn(
  request: APIRequestContext,
  user: string,
  password: string,
): Promise<{ id: string }> {
  const challenge = (await (await request.get('/v1/auth/svg_code')).json()) as { data: { uuid: string } };
  const { uuid } = challenge.data;
  const response = await request.post('/v1/auth/login', {
    data: { user, password, svgCode: await captchaAnswer(request, uuid), svgCodeUUID: uuid },
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

/** Binds a new e-mail to the signed-in user through the API (code sent, read from the mailbox, then PUT). */
export async function bindFreshEmail(request: APIRequestContext, userId: string): Promise<void> {
  const email = freshEmail();
  const sentAt = Date.now();
  expect((await request.get(`/v1/auth/email_code?email=${encodeURIComponent(email)}`)).ok()).toBe(true);
  const code = await latestCode(request, email, sentAt);
  const bound = await request.put(`/v1/users/${userId}?code=${code}`, { data: { email }, headers: CSRF });
  expect(bound.ok()).toBe(true);
}
