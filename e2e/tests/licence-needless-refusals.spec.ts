import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { authText, signInNewUser } from '../support/auth';
import { text } from '../support/locales';
import { navigateInApp } from '../support/navigation';
import { chooseLanguage } from '../support/session';
import { walkMenu, watchRefusals } from '../support/refusals';

// Issue 34's "needless 400/403/404 requests", in the licence portal: every screen its menu offers (and each
// tab of it), opened from the menu, by a registered user (with the trial licence registration gives) and by
// a super administrator, sends no API call the server refuses as not allowed, not valid or not there. And an
// administration screen a user types the address of shows that they may not use it, without asking.

/** Walks the menu from the page the session landed on; answers the refused calls. */
async function walkPortal(page: Page): Promise<string[]> {
  const watch = watchRefusals(page);
  await walkMenu(page, watch);
  return watch.refused;
}

test('a registered user’s portal screens send no call the server refuses', async ({ page }) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'Start1234');
  expect(await walkPortal(page)).toEqual([]);
});

test('a super administrator’s portal screens send no call the server refuses', async ({ page }) => {
  test.setTimeout(300_000);
  const chief = adminName('walk');
  await createAdmin(page.request, chief, true);
  await signInAsAdmin(page, chief);
  expect(await walkPortal(page)).toEqual([]);
});

test('a registered user typing administration addresses is told no, and nothing is asked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, 'Start1234');
  await expect(page.getByTestId('page-title')).toBeVisible();
  const watch = watchRefusals(page);
  const screens = [
    { path: '/Home/RegisterList/RegisterList', titleKey: 'routes.registerList' },
    { path: '/Home/GiftVoucher/GiftVoucher', titleKey: 'routes.giftVoucher' },
    { path: '/Home/LicenceAdmin/LicenceAdmin', titleKey: 'routes.licenceAdmin' },
    { path: '/Home/permissionManage/permissionManage', titleKey: 'routes.permissionManage' },
  ];
  for (const { path, titleKey } of screens) {
    await navigateInApp(page, path);
    await expect(page.getByTestId('page-title'), path).toHaveText(text('licence-web', 'zh', titleKey));
    await expect(page.getByTestId('no-access'), path).toHaveText(authText('zh', 'errors.codes.FORBIDDEN'));
    await watch.settle();
  }
  expect(watch.refused).toEqual([]);
  await page.screenshot({ path: artifact('licence-user-no-access-zh.png'), fullPage: true });
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('page-title')).toHaveText(
    text('licence-web', 'en', 'routes.permissionManage'),
  );
  await expect(page.getByTestId('no-access')).toHaveText(authText('en', 'errors.codes.FORBIDDEN'));
  await page.screenshot({ path: artifact('licence-user-no-access-en.png'), fullPage: true });
  expect(watch.refused).toEqual([]);
});
