import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import {
  authText,
  fillEmailStep,
  freshEmail,
  freshMobile,
  latestCode,
  passFlowControl,
  registerAccount,
  signInWithPassword,
  answerCaptcha,
} from '../support/auth';
import { chooseLanguage } from '../support/session';
import { ucText } from '../support/user-centre';

const PASSWORD = 'Fleet2024';

async function cardHeight(page: Page): Promise<number | undefined> {
  return (await page.getByTestId('auth-card').boundingBox())?.height;
}

test('the IoT wizard registers with e-mail and company info (560/660/920/630 px), then signs in', async ({
  page,
}) => {
  // A whole journey with codes and several screens: more than the default 30 s on a busy machine.
  test.slow();
  const mobile = freshMobile();
  const email = freshEmail();
  await page.goto('/iot/Login');
  await page.getByTestId('register-link').click();
  await expect(page.getByTestId('register-account')).toBeVisible();
  expect(await cardHeight(page)).toBe(560);

  await page.getByTestId('mobile-input').fill(mobile.national);
  await answerCaptcha(page);
  await page.getByTestId('sms-code-send').click();
  await page.getByTestId('sms-code-input').fill(await latestCode(page.request, mobile.full));
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('agreement').check();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-1-zh.png') });
  await page.getByTestId('register-next').click();

  // Step 2 → back to 1 keeps what was typed → on to 2 again.
  await expect(page.getByTestId('register-email')).toBeVisible();
  expect(await cardHeight(page)).toBe(660);
  await page.getByTestId('register-back').click();
  await expect(page.getByTestId('mobile-input')).toHaveValue(mobile.national);
  await page.getByTestId('register-next').click();
  await fillEmailStep(page, email);
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-2-zh.png') });
  await page.getByTestId('register-bind').click();

  // Step 3: the enterprise rules; China shows the province list.
  await expect(page.getByTestId('register-company')).toBeVisible();
  expect(await cardHeight(page)).toBe(920);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(authText('zh', 'validation.required')).first()).toBeVisible();
  await page.getByTestId('company-name').fill('Li Lei');
  await page.getByTestId('company-company').fill('Acme_');
  await page.getByTestId('company-industry').click();
  await page.getByTitle(ucText('zh', 'userCentre.industries.it')).click();
  await page.getByTestId('company-position').fill('Engineer');
  await page.getByTestId('company-province').click();
  await page.keyboard.type('广东');
  await page.getByTitle('广东省').click();
  await page.getByTestId('company-address').fill('Shenzhen Nanshan');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(authText('zh', 'validation.companyInvalid'))).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-3-zh.png') });
  await page.getByTestId('company-company').fill('Acme');
  await page.getByTestId('register-submit').click();

  await expect(page.getByTestId('register-finish')).toBeVisible();
  expect(await cardHeight(page)).toBe(630);
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-4-zh.png') });
  await page.getByTestId('register-sign-in').click();
  await signInWithPassword(page, mobile.national, PASSWORD);
  await expect(page).toHaveURL(/\/iot\/Home\/Dashboard$/);
});

test('the IoT wizard can skip the e-mail and the company steps', async ({ page }) => {
  // A whole journey with codes and several screens: more than the default 30 s on a busy machine.
  test.slow();
  const mobile = freshMobile();
  await page.goto('/iot/Login?view=register');
  await chooseLanguage(page, 'en');
  await page.getByTestId('mobile-input').fill(mobile.national);
  await answerCaptcha(page);
  await page.getByTestId('sms-code-send').click();
  await page.getByTestId('sms-code-input').fill('000000');
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('agreement').check();
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-error')).toHaveText(authText('en', 'errors.codes.CODE_INVALID'));
  await page.getByTestId('sms-code-input').fill(await latestCode(page.request, mobile.full));
  await page.getByTestId('register-next').click();
  await page.getByTestId('register-skip').click();
  await expect(page.getByTestId('register-company')).toBeVisible();
  await page.getByTestId('company-state').click();
  await page.getByTitle(authText('en', 'auth.company.other')).click();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-3-en.png') });
  await page.getByTestId('register-skip').click();
  await expect(page.getByTestId('register-finish')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-register-4-en.png') });
});

test('IoT sign-in by SMS code lands on the dashboard, or on the path query', async ({ page }) => {
  const mobile = await registerAccount(page.request, PASSWORD);
  await passFlowControl(page.request, mobile.full);
  await page.goto('/iot/Login?path=/Home/Devices');
  await page.getByTestId('mobile-input').fill(mobile.national);
  const asked = Date.now() - 5_000;
  await page.getByTestId('code-send').click();
  await page.getByTestId('code-input').fill(await latestCode(page.request, mobile.full, asked));
  await page.getByTestId('code-input').press('Enter');
  await expect(page).toHaveURL(/\/iot\/Home\/Devices$/);
});

test('IoT forgot password resets and returns to sign-in with "password reset succeeded"', async ({
  page,
}) => {
  const mobile = await registerAccount(page.request, PASSWORD);
  await passFlowControl(page.request, mobile.full);
  await page.goto('/iot/Login');
  await chooseLanguage(page, 'en');
  await page.getByTestId('forgot-link').click();
  await expect(page.getByTestId('forgot-form')).toBeVisible();
  await page.getByTestId('mobile-input').fill(mobile.national);
  const asked = Date.now() - 5_000;
  await page.getByTestId('code-send').click();
  await page.getByTestId('code-input').fill(await latestCode(page.request, mobile.full, asked));
  await page.getByTestId('new-password').fill('short');
  await page.getByTestId('confirm-password').fill('short');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText(authText('en', 'login.passwordError'))).toBeVisible();
  await page.getByTestId('new-password').fill('Reset2024');
  await page.getByTestId('confirm-password').fill('Reset2024');
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-forgot-en.png') });
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText(authText('en', 'auth.forgot.success'))).toBeVisible();
  await expect(page.getByTestId('tab-password')).toBeVisible();
  await signInWithPassword(page, mobile.national, 'Reset2024');
  await expect(page).toHaveURL(/\/iot\/Home\/Dashboard$/);
});

for (const language of ['zh', 'en'] as const) {
  test(`every IoT auth view reads in ${language}`, async ({ page }) => {
    await page.goto('/iot/Login');
    if (language === 'en') await chooseLanguage(page, 'en');
    await expect(page.getByTestId('page-title')).toHaveText(authText(language, 'auth.signIn'));
    await page.screenshot({ animations: 'disabled', path: artifact(`auth-iot-login-sms-${language}.png`) });
    await page.getByTestId('tab-password').click();
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`auth-iot-login-password-${language}.png`),
    });
    await page.getByTestId('forgot-link').click();
    await expect(page.getByTestId('page-title')).toHaveText(authText(language, 'auth.forgot.title'));
    await page.screenshot({ animations: 'disabled', path: artifact(`auth-iot-forgot-${language}.png`) });
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('register-link').click();
    await expect(page.getByTestId('page-title')).toHaveText(authText(language, 'auth.register.title'));
    await page.screenshot({ animations: 'disabled', path: artifact(`auth-iot-register-${language}.png`) });
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('download-view-link').click();
    await expect(page.getByTestId('page-title')).toHaveText(authText(language, 'auth.download.title'));
    await page.screenshot({ animations: 'disabled', path: artifact(`auth-iot-download-${language}.png`) });
  });
}
