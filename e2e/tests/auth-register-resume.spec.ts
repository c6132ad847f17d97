import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { answerCaptcha, freshMobile, latestCode } from '../support/auth';

const PASSWORD = 'Fleet2024';

// The registration wizard is a walk through the browser's history: Back returns to the previous step with what
// was typed, and a reload keeps the mobile and its code (the password, never stored, is asked again).
test('the registration wizard survives Back and a reload without losing what was typed', async ({ page }) => {
  test.slow();
  const mobile = freshMobile();
  await page.goto('/Register');
  await page.getByTestId('mobile-input').fill(mobile.national);
  await answerCaptcha(page);
  await page.getByTestId('sms-code-send').click();
  const code = await latestCode(page.request, mobile.full);
  await page.getByTestId('sms-code-input').fill(code);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('agreement').check();
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-email')).toBeVisible();
  await expect(page).toHaveURL(/\/Register\?step=1$/);
  await page.getByTestId('email-input').fill('resume@example.com');

  await page.goBack();
  await expect(page.getByTestId('register-account')).toBeVisible();
  await expect(page.getByTestId('mobile-input')).toHaveValue(mobile.national);
  await expect(page.getByTestId('register-password')).toHaveValue(PASSWORD);
  await page.goForward();
  await expect(page.getByTestId('email-input')).toHaveValue('resume@example.com');

  await page.reload();
  await expect(page.getByTestId('register-account')).toBeVisible();
  await expect(page.getByTestId('mobile-input')).toHaveValue(mobile.national);
  await expect(page.getByTestId('sms-code-input')).toHaveValue(code);
  await expect(page.getByTestId('register-password')).toHaveValue('');
  await expect(page.getByTestId('agreement')).toBeChecked();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-register-resumed-zh.png') });
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('email-input')).toHaveValue('resume@example.com');
  await page.getByTestId('register-skip').click();
  await expect(page.getByTestId('register-finish')).toBeVisible();
  // Back from the finish does not offer the sent form again.
  await page.goBack();
  await expect(page.getByTestId('register-finish')).toBeHidden();
});
