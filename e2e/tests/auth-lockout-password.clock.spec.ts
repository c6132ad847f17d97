import { expect, test } from '@playwright/test';
import { authText, registerAccount, signInNewUser, signInWithPassword } from '../support/auth';

// Moves the server's clock: runs in the `clock` project, alone (playwright.config.ts).

const PASSWORD = 'Abcd1234';
const CSRF = { 'X-Requested-With': 'fleetkey' };

test('five wrong passwords lock the account, the right one is refused during the lock, then accepted', async ({
  page,
}) => {
  test.slow();
  const mobile = await registerAccount(page.request, PASSWORD);
  await page.goto('/Login');
  const error = page.getByTestId('login-error');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInWithPassword(page, mobile.national, 'Wrong1234');
    await expect(error).toHaveText(authText('zh', 'errors.codes.PASSWORD_WRONG'));
  }
  await signInWithPassword(page, mobile.national, 'Wrong1234');
  const locked = authText('zh', 'errors.codes.LOGIN_LOCKED');
  await expect(error).toHaveText(locked);
  await signInWithPassword(page, mobile.national, PASSWORD);
  await expect(error).toHaveText(locked);

  // The lock lasts 10 minutes: move the server's clock rather than wait.
  const advanced = await page.request.put('/v1/test/clock', {
    data: { advanceMs: 10 * 60_000 + 1_000 },
    headers: CSRF,
  });
  expect(advanced.ok()).toBe(true);
  await page.reload(); // the captcha on screen expired with the same 10 minutes
  await signInWithPassword(page, mobile.national, PASSWORD);
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
});

test('changing the password returns to /Login after a second and ends the old session', async ({
  page,
  context,
}) => {
  const mobile = await signInNewUser(page, PASSWORD);
  const oldSession = (await context.cookies()).find((c) => c.name === 'fk_session')?.value;
  expect(oldSession).toBeDefined();

  await page.goto('/Home/PersonalInfo/PersonalInfo?tab=security');
  await page.getByTestId('security-password-action').click();
  await page.getByTestId('oldPassword-input').fill(PASSWORD);
  await page.getByTestId('newPassword-input').fill('Newpass123');
  await page.getByTestId('confirmPassword-input').fill('Newpass123');
  await page.locator('.ant-modal .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/Login$/, { timeout: 5_000 });

  const probe = await page.request.get('/v1/users', {
    headers: { cookie: `fk_session=${oldSession ?? ''}` },
  });
  expect(probe.status()).toBe(401);
  await signInWithPassword(page, mobile.national, 'Newpass123');
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
});
