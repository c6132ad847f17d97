import { expect as baseExpect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AuthStyle } from '@fleetkey/contract';
import { ADMIN_PASSWORD, adminName, createAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import {
  answerCaptcha,
  authText,
  freshMobile,
  latestCode,
  passFlowControl,
  signInWithPassword,
} from '../support/auth';
import { chooseLanguage } from '../support/session';

// The IoT auth container in its first and second styles (iot-console.md §2, §4), and the licence portal's
// classic register and reset-password forms (licence-portal.md §2). The styles come from /config.json;
// the browser tests change them only for their own page (a route answering the real file with other
// styles), because the server is shared with specs that expect the default.

// Screens load lazily and read /config.json first; on a loaded machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Fleet2024';

/** A user name no other test uses: letters, digits and _ only, at most 20. */
function freshUsername(): string {
  return `u_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** This page reads /config.json with the given styles (the rest as the server answers). */
async function useStyles(page: Page, registerStyle: AuthStyle, forgotStyle: AuthStyle): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, registerStyle, forgotStyle } });
  });
}

/** Fills and sends the classic register form; answers the new account's mobile. */
async function registerThroughClassicForm(page: Page, username: string): Promise<{ full: string }> {
  const mobile = freshMobile();
  await page.getByTestId('username-input').fill(username);
  await page.getByTestId('new-password').fill(PASSWORD);
  await page.getByTestId('confirm-password').fill(PASSWORD);
  await page.getByTestId('mobile-input').fill(mobile.national);
  await answerCaptcha(page);
  await page.getByTestId('code-send').click();
  await page.getByTestId('code-input').fill(await latestCode(page.request, mobile.full));
  await page.getByTestId('legacy-register-submit').click();
  await expect(page.getByTestId('legacy-register-submit')).toHaveText(
    authText('zh', 'auth.legacy.registered'),
  );
  return mobile;
}

/** Asks for a reset code by user name and sets a new password with it. */
async function resetThroughClassicForm(page: Page, username: string, mobile: string, password: string) {
  await page.getByTestId('username-input').fill(username);
  const asked = Date.now() - 5_000;
  await page.getByTestId('code-send').click();
  await expect(page.getByTestId('code-sent-to')).toContainText('****');
  await page.getByTestId('code-input').fill(await latestCode(page.request, mobile, asked));
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('confirm-password').fill(password);
  await page.getByTestId('legacy-reset-submit').click();
}

test('administrators switch the IoT styles in the system configuration; /config.json serves them', async ({
  request,
}) => {
  const keeper = adminName('styles');
  await createAdmin(request, keeper, true);
  const login = await request.post('/v1/auth/admin/login', {
    data: { user: keeper, password: ADMIN_PASSWORD },
    headers: CSRF,
  });
  expect(login.ok()).toBe(true);
  // The default style, set explicitly: the shared server keeps behaving as the other specs expect.
  const saved = await request.put('/v1/sys/config', {
    data: { client: { registerStyle: 'second', forgotStyle: 'second' } },
    headers: CSRF,
  });
  expect(saved.ok()).toBe(true);
  const refused = await request.put('/v1/sys/config', {
    data: { client: { registerStyle: 'third' } },
    headers: CSRF,
  });
  expect(refused.status()).toBe(400);
  const config = (await (await request.get('/config.json')).json()) as Record<string, unknown>;
  expect(config).toMatchObject({ registerStyle: 'second', forgotStyle: 'second' });
});

test('IoT first style: the one-page register returns to sign-in after 1.5 s; reset by user name', async ({
  page,
}) => {
  // Codes, two forms and a sign-in: more than the default 30 s on a busy machine.
  test.slow();
  await useStyles(page, 'first', 'first');
  const username = freshUsername();
  await page.goto('/iot/Login');
  await page.getByTestId('register-link').click();
  await expect(page.getByTestId('legacy-register-form')).toBeVisible();
  await expect(page.getByTestId('register-steps')).toHaveCount(0);
  await page.getByTestId('legacy-register-submit').click();
  await expect(page.getByText(authText('zh', 'validation.required')).first()).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-first-register-errors-zh.png') });
  // A clean form: the messages leaving as fields are filled would move the buttons under the clicks.
  await page.reload();
  const mobile = await registerThroughClassicForm(page, username);
  await page.screenshot({ animations: 'disabled', path: artifact('auth-iot-first-registered-zh.png') });
  await expect(page.getByTestId('tab-password')).toBeVisible();
  await expect(page).toHaveURL(/\/iot\/Login$/);

  await passFlowControl(page.request, mobile.full);
  await page.getByTestId('forgot-link').click();
  await expect(page.getByTestId('legacy-reset-form')).toBeVisible();
  await resetThroughClassicForm(page, username, mobile.full, 'Reset2024');
  await expect(page.getByText(authText('zh', 'auth.forgot.success'))).toBeVisible();
  await expect(page.getByTestId('tab-password')).toBeVisible();
  await signInWithPassword(page, username, 'Reset2024');
  await expect(page).toHaveURL(/\/iot\/Home\/Dashboard$/);
});

for (const language of ['zh', 'en'] as const) {
  test(`IoT auth views in the first and the second style read in ${language}`, async ({ page }) => {
    await useStyles(page, 'first', 'first');
    await page.goto('/iot/Login?view=register');
    // The view replaces its loading frame once the styles are read: the language is switched after.
    await expect(page.getByTestId('legacy-register-form')).toBeVisible();
    if (language === 'en') await chooseLanguage(page, 'en');
    await expect(page.getByTestId('page-title')).toHaveText(authText(language, 'auth.register.title'));
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`auth-iot-first-register-${language}.png`),
    });
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('forgot-link').click();
    await expect(page.getByTestId('legacy-reset-form')).toBeVisible();
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`auth-iot-first-forgot-${language}.png`),
    });

    await page.unroute('**/config.json');
    await useStyles(page, 'second', 'second');
    await page.goto('/iot/Login?view=register');
    await expect(page.getByTestId('register-account')).toBeVisible();
    await expect(page.getByTestId('legacy-register-form')).toHaveCount(0);
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`auth-iot-second-register-${language}.png`),
    });
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('forgot-link').click();
    await expect(page.getByTestId('forgot-form')).toBeVisible();
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`auth-iot-second-forgot-${language}.png`),
    });
  });
}

test('licence portal: register and reset through the classic forms linked from /Login', async ({ page }) => {
  // Codes, two forms and two sign-ins: more than the default 30 s on a busy machine.
  test.slow();
  const username = freshUsername();
  await page.goto('/Login');
  await page.getByTestId('legacy-register-link').click();
  await expect(page).toHaveURL(/\/LegacyRegister$/);
  await expect(page.getByTestId('page-title')).toHaveText(authText('zh', 'auth.legacy.registerTitle'));
  await page.getByTestId('username-input').fill('李雷');
  await page.getByTestId('new-password').fill('12345678');
  await page.getByTestId('confirm-password').fill('1234567');
  await page.getByTestId('legacy-register-submit').click();
  await expect(page.getByText(authText('zh', 'validation.usernameInvalid'))).toBeVisible();
  await expect(page.getByText(authText('zh', 'login.passwordError'))).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-classic-register-zh.png') });
  await page.reload();
  const mobile = await registerThroughClassicForm(page, username);
  await expect(page).toHaveURL(/\/Login$/);
  await signInWithPassword(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/Login$/);
  await passFlowControl(page.request, mobile.full);
  await page.getByTestId('legacy-reset-link').click();
  await expect(page).toHaveURL(/\/LegacyResetPassword$/);
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-classic-reset-zh.png') });
  await resetThroughClassicForm(page, username, mobile.full, 'Reset2024');
  await expect(page.getByText(authText('zh', 'auth.forgot.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
  await signInWithPassword(page, username, 'Reset2024');
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
});

test('licence portal: the classic forms read in English', async ({ page }) => {
  await page.goto('/Login');
  await chooseLanguage(page, 'en');
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-classic-links-en.png') });
  await page.getByTestId('legacy-register-link').click();
  await expect(page.getByTestId('page-title')).toHaveText(authText('en', 'auth.legacy.registerTitle'));
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-classic-register-en.png') });
  await page.getByTestId('back-to-login').click();
  await page.getByTestId('legacy-reset-link').click();
  await expect(page.getByTestId('page-title')).toHaveText(authText('en', 'auth.legacy.resetTitle'));
  await page.screenshot({ animations: 'disabled', path: artifact('auth-licence-classic-reset-en.png') });
});
