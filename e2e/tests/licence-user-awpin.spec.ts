import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, adminName, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount } from '../support/auth';
import { STORED_USER_KEY } from '../support/session';

// Issue 34 item 1: a user of the platform (role 0) reads the development boards an administrator keeps,
// sees their own toolkit's uses, and keeps an AWPX protocol of their own — saved once however often OK is
// clicked (the second click's refusal is never shown as a failure).

const expect = baseExpect.configure({ timeout: 20_000 });
const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Fleet2024';

test('a role-0 user reads boards, sees their own uses and saves one AWPX protocol on a double click', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const serial = `E2E-${Date.now().toString(36)}`;
  const triple = { serial, model: 'AWP-E2E', uid: `UID-${serial}` };
  // An administrator keeps the board.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = adminName('awpin');
  await createAdmin(adminPage.request, admin, true);
  await signInAsAdmin(adminPage, admin);
  const created = await adminPage.request.post('/v1/develop_board', { data: triple, headers: CSRF });
  expect(created.status()).toBe(201);

  // The user signs in; their toolkit reports two uses of the board.
  const mobile = await registerAccount(page.request, PASSWORD);
  const user = await apiSignIn(page.request, mobile.national, PASSWORD);
  for (let i = 0; i < 2; i++)
    expect((await page.request.post('/v1/client_data', { data: triple, headers: CSRF })).ok()).toBe(true);
  // The login answers the session user; the console keeps it as a real sign-in does.
  await page.goto('/config.json');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORED_USER_KEY,
    JSON.stringify(user),
  ] as const);

  await page.goto('/Home/AWPinManage/DevBoardManage');
  await expect(page.getByTestId('devboard-table').getByText(serial, { exact: true })).toBeVisible();
  await expect(page.getByTestId('devboard-new')).toHaveCount(0);
  await page.screenshot({ path: artifact('licence-user-devboards.png'), fullPage: true });
  await page.goto('/Home/AWPinManage/DevBoardManage?tab=statistics');
  const uses = page.getByTestId('devboard-my-uses').locator('tr').filter({ hasText: serial });
  await expect(uses).toContainText('2');
  await page.screenshot({ path: artifact('licence-user-my-uses.png'), fullPage: true });

  await page.goto('/Home/AWPXManage/AWPXManage?tab=record');
  await page.getByTestId('awpx-mine-new').click();
  await page.getByTestId('awpx-mine-name').fill('Meter frame');
  await page.getByTestId('awpx-mine-protocol').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByTestId('awpx-mine-field-0').fill('temperature');
  await page.getByTestId('awpx-mine-ok').dblclick();
  await expect(page.getByTestId('awpx-mine-form')).toHaveCount(0);
  const rows = page.getByTestId('awpx-record-table').getByText('Meter frame', { exact: true });
  await expect(rows).toHaveCount(1);
  await page.screenshot({ path: artifact('licence-user-awpx-record.png'), fullPage: true });
  await adminContext.close();
});
