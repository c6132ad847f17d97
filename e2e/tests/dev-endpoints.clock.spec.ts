import { expect, test } from '@playwright/test';
import { CAPTCHA_EXPIRY_MS, SERVER_MESSAGES } from '@fleetkey/contract';
import { captchaAnswer } from '../support/auth';

// Moves the server's clock: runs in the `clock` project, alone (playwright.config.ts).

const CSRF = { 'X-Requested-With': 'fleetkey' };

test("a helper asking for an expired captcha's answer fails with the dev endpoint's worded 404", async ({
  request,
}) => {
  const challenge = (await (await request.get('/v1/auth/svg_code')).json()) as { data: { uuid: string } };
  const { uuid } = challenge.data;
  await expect(captchaAnswer(request, uuid)).resolves.toMatch(/^\w{4}$/);
  const moved = await request.put('/v1/test/clock', {
    data: { advanceMs: CAPTCHA_EXPIRY_MS },
    headers: CSRF,
  });
  expect(moved.ok()).toBe(true);
  await expect(captchaAnswer(request, uuid)).rejects.toThrow(
    `captcha answer: 404 DEV_CAPTCHA_EXPIRED ${SERVER_MESSAGES.devCaptchaExpired}: ${uuid} at `,
  );
});
