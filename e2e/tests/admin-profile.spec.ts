import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { ADMIN_PASSWORD, adminName, createAdmin } from '../support/admin';

// An administrator's own page, reached the way a new administrator does: the first sign-in with the
// initial password lands there with the password dialog open, and nothing signs them out on the way.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const INITIAL = 'Initial123';
const CHOSEN = 'Chosen1234';

test('a new administrator replaces the initial password on their own page, renames and signs out elsewhere', async ({
  page,
  request,
  browser,
}) => {
  const keeperName = adminName('keep');
  await createAdmin(request, keeperName, true);
  const login = await request.post('/v1/auth/admin/login', {
    data: { user: keeperName, password: ADMIN_PASSWORD },
    headers: CSRF,
  });
  expect(login.ok()).toBe(true);
  const username = adminName('fresh');
  const created = await request.post('/v1/admins', { data: { username, password: INITIAL }, headers: CSRF });
  expect(created.status()).toBe(201);

  await page.goto('/admin');
  await page.getByTestId('account-input').fill(username);
  await page.getByTestId('password-input').fill(INITIAL);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/Home\/PersonalInfo\/PersonalInfo$/);
  await expect(page.getByTestId('admin-must-change')).toBeVisible();
  await expect(page.getByTestId('oldPassword-input')).toBeVisible();
  await expect(page.getByText('请先修改初始密码')).toHaveCount(0);
  await page.screenshot({ path: artifact('admin-profile-must-change-zh.png') });
  await page.getByTestId('oldPassword-input').fill(INITIAL);
  await page.getByTestId('newPassword-input').fill(CHOSEN);
  await page.getByTestId('confirmPassword-input').fill(CHOSEN);
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByTestId('account-input').fill(username);
  await page.getByTestId('password-input').fill(CHOSEN);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/Home\/LicenceAdmin\/LicenceAdmin$/);

  // A second browser signs in too: the page lists both, and signs the other one out.
  const other = await browser.newContext();
  const otherLogin = await other.request.post('/v1/auth/admin/login', {
    data: { user: username, password: CHOSEN },
    headers: CSRF,
  });
  expect(otherLogin.ok()).toBe(true);

  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/Home\/PersonalInfo\/PersonalInfo$/);
  await expect(page.getByTestId('admin-must-change')).toHaveCount(0);
  await expect(page.getByTestId('admin-name')).toHaveText(username);
  await page.getByTestId('admin-edit-name').click();
  await page.getByTestId('admin-name-input').fill('王小明');
  await page.getByTestId('admin-name-save').click();
  await expect(page.getByTestId('admin-name')).toHaveText('王小明');
  await expect(page.getByTestId('user-menu')).toContainText('王小明');

  await expect(page.getByTestId('admin-sessions-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('admin-session-current')).toHaveCount(1);
  await page.screenshot({ path: artifact('admin-profile-zh.png'), fullPage: true });
  await page.getByTestId('admin-end-sessions').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(page.getByTestId('admin-sessions-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  expect((await other.request.get('/v1/admins/me')).status()).toBe(401);
  await other.close();
});
