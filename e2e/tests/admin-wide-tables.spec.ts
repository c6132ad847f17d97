import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { LicenceView } from '@fleetkey/contract';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount } from '../support/auth';

// The administrators' wide tables at a common laptop width: a 64-character device id (the longest §5
// allows) must not push the expiry off screen, and the register list's Level must not sit under the
// fixed Actions column. Both screens are photographed at 1440 px.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Wide2024x';
const DEVICE_ID = `gw_${'a1b2c3d4'.repeat(7)}_end01`.slice(0, 64);

test.use({ viewport: { width: 1440, height: 900 } });

async function search(page: Page, testId: string, value: string): Promise<void> {
  const box = page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);
  await box.fill(value);
  await box.press('Enter');
}

/** The header cell titled `title`. */
const header = (table: Locator, title: string) =>
  table
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .first();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/**
 * The column titled `title` is readable beside the fixed Actions column: its title ends before Actions
 * starts (the cells' own borders may share a few pixels where the table places its sticky columns), and
 * Actions is on screen.
 */
async function expectBeside(table: Locator, title: string): Promise<void> {
  const actions = header(table, '操作');
  await expect
    .poll(async () => {
      const [text, fixed] = await Promise.all([
        boxOf(header(table, title).getByText(title, { exact: true })),
        boxOf(actions),
      ]);
      return text.x + text.width - fixed.x;
    })
    .toBeLessThanOrEqual(0);
  const box = await boxOf(actions);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
}

test('a 64-character device id and the Level column stay readable at 1440 px', async ({ page, browser }) => {
  expect(DEVICE_ID).toHaveLength(64);
  // A new user binds the trial licence to a device with the longest id.
  const userContext = await browser.newContext();
  const mobile = await registerAccount(userContext.request, PASSWORD);
  await apiSignIn(userContext.request, mobile.full, PASSWORD);
  const list = (await (await userContext.request.get('/v1/licences')).json()) as {
    data: { result: LicenceView[] };
  };
  const trial = list.data.result[0];
  if (!trial) throw new Error('no trial licence');
  const bound = await userContext.request.put(
    `/v1/licences/bind/${trial.id}?deviceId=${DEVICE_ID}&deviceName=${encodeURIComponent('长名网关')}`,
    { headers: CSRF },
  );
  expect(bound.ok(), await bound.text()).toBe(true);
  await userContext.close();

  const admin = adminName('wide');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);

  await test.step('licence administration: the device id is cut with a tooltip, Expires stays on screen', async () => {
    const table = page.getByTestId('licence-admin-table');
    await search(page, 'licence-admin-search', trial.licenseId);
    const row = table.locator('tr[data-row-key]').filter({ hasText: trial.licenseId });
    await expect(row).toHaveCount(1);
    // Wholly in view: on screen and beside, not under, the fixed Actions column.
    await expectBeside(table, '到期时间');
    await expect(
      row
        .locator('td')
        .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })
        .nth(1),
    ).toBeVisible();
    const device = row.getByTestId('licence-device-id');
    await expect(device).toBeVisible();
    expect((await boxOf(device)).width).toBeLessThan(260);
    await device.hover();
    await expect(page.locator('.ant-tooltip').filter({ hasText: DEVICE_ID })).toBeVisible();
    await page.screenshot({ path: artifact('admin-licences-1440-long-device.png') });
  });

  await test.step('registered users: Level is beside, not under, the fixed Actions', async () => {
    await page.getByTestId('menu-register').click();
    const table = page.getByTestId('register-table');
    await search(page, 'register-search', mobile.national);
    await expect(table.locator('tr[data-row-key]')).toHaveCount(1);
    await expectBeside(table, '等级');
    await page.screenshot({ path: artifact('admin-register-list-1440.png') });
  });
});
