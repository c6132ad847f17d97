import { expect, test } from '@playwright/test';
import { LICENCE_ROUTES } from '../../apps/licence-web/src/app/routes';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { navigateInApp } from '../support/navigation';
import { chooseLanguage, signIn } from '../support/session';

test.beforeEach(async ({ page }) => {
  await signIn(page, 0);
});

test('every licence portal route shows its title inside the shell', async ({ page }) => {
  // From the licence page, each route as the console's links open it (one page load in all).
  await page.goto('/Home/Licence/Licence');
  for (const route of LICENCE_ROUTES) {
    await navigateInApp(page, route.path);
    await expect(page.getByTestId('page-title'), route.path).toHaveText(
      text('licence-web', 'zh', route.titleKey),
    );
    await expect(page.getByTestId('app-header')).toBeVisible();
  }
});

test('header is 47 px high, the side menu 220 px wide, and the footer shows version 3.0.6 with a build', async ({
  page,
}) => {
  await page.goto('/Home/Licence/Licence');
  await expect(page.getByTestId('app-footer')).toContainText(/3\.0\.6\s*\S+/);
  const header = await page.getByTestId('app-header').boundingBox();
  const menu = await page.getByTestId('side-menu').boundingBox();
  expect(header?.height).toBe(47);
  expect(menu?.width).toBe(220);
});

test('the language switch changes the menu text, and the choice is remembered', async ({ page }) => {
  await page.goto('/Home/Licence/Licence');
  const licenceItem = page.getByTestId('menu-licence');
  await expect(licenceItem).toHaveText(text('licence-web', 'zh', 'menu.licence'));
  await expect(page.getByTestId('page-title')).toHaveText(text('licence-web', 'zh', 'routes.licence'));
  await page.screenshot({ path: artifact('licence-shell-zh.png') });

  await chooseLanguage(page, 'en');
  await expect(licenceItem).toHaveText(text('licence-web', 'en', 'menu.licence'));
  await expect(page.getByTestId('page-title')).toHaveText(text('licence-web', 'en', 'routes.licence'));
  await page.screenshot({ path: artifact('licence-shell-en.png') });

  await page.reload();
  await expect(licenceItem).toHaveText(text('licence-web', 'en', 'menu.licence'));
});

test('the theme colour changes the primary button colour at once, and is remembered', async ({ page }) => {
  await page.goto('/Home/Licence/Licence');
  await page.getByTestId('theme-settings').click();
  const ok = page.getByTestId('theme-ok');
  await expect(ok).toHaveCSS('background-color', 'rgb(64, 158, 255)'); // #409EFF, the default
  await page.getByTestId('theme-color-F5222D').click();
  await expect(ok).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  await page.screenshot({ path: artifact('licence-theme-red.png') });

  await page.reload();
  await page.getByTestId('theme-settings').click();
  await expect(page.getByTestId('theme-ok')).toHaveCSS('background-color', 'rgb(245, 34, 45)');
});

test('an administrator lands on the admin licence page with the shell in English', async ({ page }) => {
  await signIn(page, 1);
  await page.goto('/Home/LicenceAdmin/LicenceAdmin');
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('page-title')).toHaveText(text('licence-web', 'en', 'routes.licenceAdmin'));
  await page.screenshot({ path: artifact('licence-admin-en.png') });
});
