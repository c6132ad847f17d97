import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { authText } from '../support/auth';

// Issue 34's confusing trips of the licence-portal walk, as administrators meet them: a gift batch count of
// 100000 silently became 1000; a screen the administrator may not read, opened by its address, offered a
// Retry that could never work.

test('a gift batch count past the most is refused at the field and nothing is made', async ({ page }) => {
  const keeper = adminName('giftmax');
  await createAdmin(page.request, keeper, true);
  await signInAsAdmin(page, keeper);
  await page.goto('/Home/GiftVoucher/GiftVoucher');
  await page.getByTestId('batch-new').click();
  const remark = `max-${keeper}`;
  await page.getByTestId('batch-remark').fill(remark);
  await page.getByTestId('batch-count').fill('100000');
  await page.getByTestId('batch-create-ok').click();
  const countItem = page
    .getByTestId('batch-count')
    .locator('xpath=ancestor::div[contains(@class,"ant-form-item ")]');
  await expect(countItem.locator('.ant-form-item-explain-error')).toHaveText(
    authText('zh', 'validation.couponBatchCountInvalid'),
  );
  await expect(page.getByTestId('batch-count')).toHaveValue('100000');
  await page.screenshot({ path: artifact('gift-batch-count-refused-zh.png') });
  const listed = await page.request.get(`/v1/coupons/batches?search=${remark}`);
  const { data } = (await listed.json()) as { data: { result: unknown[] } };
  expect(data.result).toHaveLength(0);
});

test('a screen the administrator may not read, opened by its address, offers no Retry', async ({ page }) => {
  // An administrator of no role: no screen but the own profile is granted.
  const bare = adminName('bare');
  await createAdmin(page.request, bare, false);
  await signInAsAdmin(page, bare);
  await page.goto('/Home/GiftVoucher/GiftVoucher');
  await expect(page.getByTestId('load-error')).toBeVisible();
  await expect(page.getByTestId('load-error-retry')).toHaveCount(0);
  await page.screenshot({ path: artifact('forbidden-no-retry-zh.png') });
});
