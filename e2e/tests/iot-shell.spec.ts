import { expect, test } from '@playwright/test';
import { IOT_ROUTES } from '../../apps/iot-web/src/app/routes';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { navigateInApp } from '../support/navigation';
import { chooseLanguage, signIn } from '../support/session';

const CSRF = { 'X-Requested-With': 'fleetkey' };

test.beforeEach(async ({ page }) => {
  await signIn(page, 0);
});

test('every IoT console route shows its title inside the shell', async ({ page }) => {
  // From the dashboard, each route as the console's links open it (one page load in all).
  await page.goto('/iot/Home/Dashboard');
  for (const route of IOT_ROUTES) {
    await navigateInApp(page, `/iot${route.path}`);
    await expect(page.getByTestId('page-title'), route.path).toHaveText(
      text('iot-web', 'zh', route.titleKey),
    );
    await expect(page.getByTestId('app-header')).toBeVisible();
  }
});

test('header is 47 px high and the side menu 220 px wide', async ({ page }) => {
  await page.goto('/iot/Home/Dashboard');
  expect((await page.getByTestId('app-header').boundingBox())?.height).toBe(47);
  expect((await page.getByTestId('side-menu').boundingBox())?.width).toBe(220);
});

test('the highlighted menu item follows the route', async ({ page }) => {
  await page.goto('/iot/Home/History');
  await expect(page.locator('.ant-menu-item-selected')).toContainText(text('iot-web', 'zh', 'menu.history'));
  await page.goto('/iot/Home/Devices');
  await expect(page.locator('.ant-menu-item-selected')).toContainText(text('iot-web', 'zh', 'menu.devices'));
});

test('the footer shows the support hotline and e-mail an administrator set, and version 3.0.6 with a build', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext({ locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  const chief = adminName('footer');
  await createAdmin(admin.request, chief, true);
  await signInAsAdmin(admin, chief);
  const links = { supportEmail: 'support@fleetkey.example', supportHotline: '400 820 1234' };
  const footer = page.getByTestId('app-footer');
  // Set again on each try: the orders spec beside this one saves the whole link form.
  await expect(async () => {
    const saved = await admin.request.put('/v1/sys/config', { data: { links }, headers: CSRF });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/iot/Home/Dashboard');
    await expect(page.getByTestId('support-email')).toContainText(links.supportEmail, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByTestId('support-hotline')).toContainText(links.supportHotline);
  await expect(footer).toContainText(/3\.0\.6\s*\S+/);
  await adminContext.close();
});

test('the language switch changes the menu text', async ({ page }) => {
  await page.goto('/iot/Home/Dashboard');
  const dashboard = page.getByTestId('menu-dashboard');
  await expect(dashboard).toHaveText(text('iot-web', 'zh', 'menu.dashboard'));
  await expect(page.getByTestId('page-title')).toHaveText(text('iot-web', 'zh', 'routes.dashboard'));
  await page.screenshot({ path: artifact('iot-shell-zh.png') });
  await chooseLanguage(page, 'en');
  await expect(dashboard).toHaveText(text('iot-web', 'en', 'menu.dashboard'));
  await page.screenshot({ path: artifact('iot-shell-en.png') });
});

test('the settings dialog changes the theme colour and the layout', async ({ page }) => {
  await page.goto('/iot/Home/Dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-settings').click();
  const ok = page.getByTestId('theme-ok');
  await expect(ok).toHaveCSS('background-color', 'rgb(19, 206, 102)'); // #13CE66, the IoT green
  await page.getByTestId('theme-color-6959CD').click();
  await expect(ok).toHaveCSS('background-color', 'rgb(105, 89, 205)');
  await page.screenshot({ path: artifact('iot-settings-zh.png') });

  await page.getByTestId('layout-horizontal').click();
  await ok.click();
  const menu = page.getByTestId('side-menu');
  const header = await page.getByTestId('app-header').boundingBox();
  const box = await menu.boundingBox();
  // Horizontal layout: the menu sits in the header row instead of down the side.
  expect(box && header && box.y < header.y + header.height).toBe(true);
  await page.screenshot({ path: artifact('iot-horizontal-zh.png') });
});
