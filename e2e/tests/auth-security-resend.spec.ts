import { expect as baseExpect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { closeDialog } from '../support/overlays';
import {
  answerCaptcha,
  authText,
  enablePhoneSecurity,
  latestCode,
  passFlowControl,
  registerAccount,
  signInWithPassword,
} from '../support/auth';

// The mobile security dialog's resend button (licence-portal.md §4, §8): a new code needs the password
// again, which the server takes only with a captcha; a failed request clears the countdown and says why.

// Screens load lazily and read /config.json first; on a loaded machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'Fleet2024';

test('the security dialog resends a code behind a captcha, and says when a minute has not passed', async ({
  page,
}) => {
  // Codes, flow control and two dialogs: more than the default 30 s on a busy machine.
  test.slow();
  const mobile = await registerAccount(page.request, PASSWORD);
  await enablePhoneSecurity(page.request, mobile.full, PASSWORD);
  await passFlowControl(page.request, mobile.full);
  await page.goto('/Login');
  await signInWithPassword(page, mobile.national, PASSWORD);

  // The first code has just gone out: the resend button counts down and no captcha is asked.
  const resend = page.getByTestId('security-resend');
  await expect(resend).toBeDisabled();
  await expect(resend).toContainText(/\d+/);
  await expect(page.getByTestId('security-captcha-input')).toHaveCount(0);
  await closeDialog(page);

  // Signing in again within the minute keeps that code: the dialog offers a resend at once.
  await signInWithPassword(page, mobile.national, PASSWORD);
  await expect(resend).toBeEnabled();
  await answerCaptcha(page, 'security-captcha');
  await resend.click();
  await expect(page.getByTestId('security-error')).toHaveText(
    authText('zh', 'errors.codes.CODE_FLOW_MINUTE'),
  );
  await expect(resend).toBeEnabled();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-security-resend-zh.png') });

  await passFlowControl(page.request, mobile.full);
  await answerCaptcha(page, 'security-captcha');
  await resend.click();
  await expect(resend).toBeDisabled();
  // The new code replaces the first one: it is read once the server says it went out.
  await expect(page.getByText(authText('zh', 'auth.code.sent'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('security-error')).toHaveCount(0);
  await page.getByTestId('security-code-input').fill(await latestCode(page.request, mobile.full));
  await page.getByTestId('security-confirm').click();
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
});
