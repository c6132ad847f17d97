import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { signInNewUser } from '../support/auth';
import { text } from '../support/locales';

// A fresh walk (issue 34): the header's Purchase opened a dialog titled "Purchase a renewal" whose licence
// field said "A new licence": the title now says what the order buys.

test('the purchase dialog is titled for a new licence until a licence to renew is chosen', async ({
  page,
}) => {
  test.slow();
  await signInNewUser(page, 'Fleet2024', 'en');
  const en = (key: string) => text('licence-web', 'en', key);
  await page.getByTestId('licence-purchase').click();
  const dialog = page.getByTestId('purchase-dialog');
  const title = page.locator('.ant-modal-title');
  await expect(title).toHaveText(en('licences.purchase.titleNew'));
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(title).toHaveText(en('licences.purchase.title'));
  await page.screenshot({ path: artifact('licence-purchase-title-en.png') });
});
