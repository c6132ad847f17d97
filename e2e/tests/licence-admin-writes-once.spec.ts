import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';

// Issue 34's wrong results of the licence-portal walk, as an administrator sees them: a double click on 创建
// made two gift-voucher batches, and an administrator `ADMIN` could be made beside `admin`.

const zh = (key: string) => text('licence-web', 'zh', key);

test('a double click on 创建 makes one gift-voucher batch', async ({ page }) => {
  const keeper = adminName('gift');
  await createAdmin(page.request, keeper, true);
  await signInAsAdmin(page, keeper);
  await page.goto('/Home/GiftVoucher/GiftVoucher');
  await page.getByTestId('batch-new').click();
  const remark = `once-${keeper}`;
  await page.getByTestId('batch-remark').fill(remark);
  await page.getByTestId('batch-create-ok').dblclick();
  await expect(page.getByTestId('batch-create-dialog')).toHaveCount(0);

  const listed = await page.request.get(`/v1/coupons/batches?search=${remark}`);
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as { data: { result: { remark?: string }[] } };
  expect(data.result.filter((batch) => batch.remark === remark)).toHaveLength(1);
  await page.getByTestId('batch-search').locator('input').fill(remark);
  await page.getByTestId('batch-search').locator('input').press('Enter');
  await expect(page.getByTestId('batch-table').locator('tr[data-row-key]')).toHaveCount(1);
  await page.screenshot({ path: artifact('gift-batch-once-zh.png') });
});

test('an administrator name taken in another case is refused at the field; a double click makes one', async ({
  page,
}) => {
  const chief = adminName('chief');
  const taken = adminName('taken');
  await createAdmin(page.request, chief, true);
  await createAdmin(page.request, taken, false);
  await signInAsAdmin(page, chief);
  await page.goto('/Home/groupManage/groupManage?tab=admins');

  await page.getByTestId('admin-new').click();
  await page.getByTestId('admin-form-username').fill(taken.toUpperCase());
  await page.getByTestId('admin-form-ok').dblclick();
  await expect(page.getByTestId('admin-form')).toContainText(zh('rolesAdmin.admin.usernameTaken'));
  await page.screenshot({ path: artifact('admin-name-case-taken-zh.png') });

  const fresh = adminName('Fresh');
  await page.getByTestId('admin-form-username').fill(fresh);
  await page.getByTestId('admin-form-ok').dblclick();
  await expect(page.getByTestId('admin-initial-password')).toBeVisible();
  // The second click's refusal ("name taken") never shows over the first click's success.
  await expect(page.getByText(zh('rolesAdmin.admin.usernameTaken'))).toHaveCount(0);

  const listed = await page.request.get('/v1/admins');
  const { data } = (await listed.json()) as { data: { result: { username: string }[] } };
  const lower = (name: string) => name.toLowerCase();
  expect(data.result.filter((admin) => lower(admin.username) === lower(taken))).toHaveLength(1);
  expect(data.result.filter((admin) => lower(admin.username) === lower(fresh))).toHaveLength(1);
});
