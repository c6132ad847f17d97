import { expect, test } from '@playwright/test';
import { IOT_REDIRECTS, IOT_ROUTES } from '../../apps/iot-web/src/app/routes';
import { LICENCE_REDIRECTS, LICENCE_ROUTES } from '../../apps/licence-web/src/app/routes';
import { navigateInApp } from '../support/navigation';
import { signIn } from '../support/session';

const licencePaths = [...LICENCE_ROUTES.map((r) => r.path), ...LICENCE_REDIRECTS.map((r) => r.from)];
const iotPaths = [...IOT_ROUTES.map((r) => r.path), ...IOT_REDIRECTS.map((r) => r.from)];

test.describe('signed out', () => {
  // From the sign-in page, each path as a link inside the console opens it: the guard decides in
  // the console either way, and a page load costs far more than the check.
  test('every licence portal route lands on /Login', async ({ page }) => {
    await page.goto('/Login');
    for (const path of licencePaths) {
      await navigateInApp(page, path);
      await expect(page, `from ${path}`).toHaveURL(/\/Login$/);
    }
  });

  test('every IoT console route lands on /iot/Login', async ({ page }) => {
    await page.goto('/iot/Login');
    for (const path of iotPaths) {
      await navigateInApp(page, `/iot${path}`);
      await expect(page, `from /iot${path}`).toHaveURL(/\/iot\/Login$/);
    }
  });
});

test.describe('navigation guard, signed in', () => {
  test('a main account (role 0) stays on the licence page', async ({ page }) => {
    await signIn(page, 0);
    await page.goto('/Home/Licence/Licence');
    await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
  });

  test('any other role is sent from the licence page to the admin licence page', async ({ page }) => {
    await signIn(page, 2);
    await page.goto('/Home/Licence/Licence');
    await expect(page).toHaveURL(/\/Home\/LicenceAdmin\/LicenceAdmin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/Home\/LicenceAdmin\/LicenceAdmin$/);
  });

  test('root, /Home and the old user centre redirect as the spec says', async ({ page }) => {
    await signIn(page, 0);
    for (const { from, to } of LICENCE_REDIRECTS) {
      await page.goto(from);
      await expect(page, `from ${from}`).toHaveURL(new RegExp(`${to}$`));
    }
    for (const { from, to } of IOT_REDIRECTS) {
      await page.goto(`/iot${from}`);
      await expect(page, `from /iot${from}`).toHaveURL(new RegExp(`/iot${to}$`));
    }
  });
});
