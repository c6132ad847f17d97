import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { ADMIN_PASSWORD, adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { chooseLanguage } from '../support/session';

// The administrators' accounts (issue 34): a super administrator disables and enables another administrator,
// gives it a new initial password and deletes it, on the Administrators tab of the roles screen; each time the
// other administrator's own sign-in shows the effect. No sign-in here fails: failed administrator sign-ins
// from this address would ask every spec beside this one for a captcha (the integration test covers them).

const ACCOUNTS_PAGE = '/Home/groupManage/groupManage?tab=admins';
const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('licence-web', 'zh', key);

/** The other administrator's sign-in through the real call, in a browser context of its own. */
async function adminSignIn(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const response = await context.request.post('/v1/auth/admin/login', {
    data: { user: username, password },
    headers: CSRF,
  });
  const body = (await response.json()) as { code?: string };
  await context.close();
  return { status: response.status(), code: body.code };
}

test('a super administrator disables, enables, resets and deletes another administrator', async ({
  page,
  browser,
}) => {
  const chief = adminName('chief');
  const other = adminName('other');
  await createAdmin(page.request, chief, true);
  await createAdmin(page.request, other, false);
  await signInAsAdmin(page, chief);
  await page.goto(ACCOUNTS_PAGE);
  // The other specs' administrators share the list: the search narrows it to the two of this one.
  await expect(page.getByTestId('admin-table').locator('tr[data-row-key]').first()).toBeVisible();
  const box = page.locator('[data-testid="admin-search"] input, input[data-testid="admin-search"]');
  await box.fill(chief);
  await box.press('Enter');
  await expect(page.getByTestId('admin-table').locator('tr[data-row-key]')).toHaveCount(1);
  await expect(page.getByTestId('admin-table').locator('tr', { hasText: chief })).toContainText(
    zh('rolesAdmin.accounts.you'),
  );
  await box.fill(other);
  await box.press('Enter');
  const row = page.getByTestId('admin-table').locator('tr', { hasText: other });
  await expect(row).toBeVisible();

  // Disable: asked first; then the other administrator's right password is refused as disabled.
  await page.getByTestId(`admin-disable-${other}`).click();
  await page.getByTestId('admin-disable-confirm').click();
  await expect(row).toContainText(zh('rolesAdmin.accounts.disabled'));
  await page.screenshot({ path: artifact('admin-accounts-disabled-zh.png') });
  expect(await adminSignIn(browser, other, ADMIN_PASSWORD)).toEqual({ status: 403, code: 'ADMIN_DISABLED' });

  await page.getByTestId(`admin-enable-${other}`).click();
  await expect(row).toContainText(zh('rolesAdmin.accounts.active'));
  expect((await adminSignIn(browser, other, ADMIN_PASSWORD)).status).toBe(200);

  // Reset: the generated password is shown once, and signs in.
  await page.getByTestId(`admin-reset-${other}`).click();
  await page.getByTestId('admin-reset-ok').dblclick();
  const shown = page.getByTestId('admin-reset-password-shown');
  await expect(shown).toBeVisible();
  const password = ((await shown.textContent()) ?? '').trim();
  expect(password).toMatch(/^\S{12}$/);
  await page.screenshot({ path: artifact('admin-accounts-reset-zh.png') });
  await page.keyboard.press('Escape');
  await expect(row).toContainText(zh('rolesAdmin.accounts.mustChange'));
  expect((await adminSignIn(browser, other, password)).status).toBe(200);

  // English, then delete after the own password: gone from the list.
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('group-tab-admins')).toHaveText('Administrators');
  await page.screenshot({ path: artifact('admin-accounts-en.png') });
  await page.getByTestId(`admin-delete-${other}`).click();
  const confirm = page.getByTestId('password-confirm-dialog');
  await confirm.locator('input[type="password"]').fill(ADMIN_PASSWORD);
  await page.getByTestId('password-confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});
