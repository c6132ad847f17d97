import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount } from '../support/auth';
import { text } from '../support/locales';

// Issue 34's confusing licence edit: an expiry day in the past was saved without a word. The edit warns that
// the licence will expire at once, and still saves it (ending a licence is an administrator's right).

const zh = (key: string) => text('licence-web', 'zh', key);

test('an expiry day in the past is warned of in the licence edit, and saved when confirmed by OK', async ({
  page,
  browser,
}) => {
  const holder = await browser.newContext();
  const mobile = await registerAccount(holder.request, 'Fleet2024');
  await apiSignIn(holder.request, mobile.national, 'Fleet2024');
  const listed = (await (await holder.request.get('/v1/licences')).json()) as {
    data: { result: { id: string; licenseId: string }[] };
  };
  await holder.close();
  const trial = listed.data.result[0] as { id: string; licenseId: string };

  const admin = adminName('expiry');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);
  const box = page.locator(
    'input[data-testid="licence-admin-search"], [data-testid="licence-admin-search"] input',
  );
  await box.fill(trial.licenseId);
  await box.press('Enter');
  await page.getByTestId(`licence-admin-edit-${trial.id}`).click();
  const expiry = page.getByTestId('licence-admin-edit-expiry');
  await expiry.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2020-01-01');
  await page.keyboard.press('Enter');
  await expect(page.getByText(zh('licenceAdmin.expiryInPast'))).toBeVisible();
  await page.screenshot({ path: artifact('licence-expiry-past-warned-zh.png') });
  await page.getByTestId('licence-admin-edit-ok').click();
  await expect(page.getByTestId('licence-admin-edit-ok')).toBeHidden();
  await expect
    .poll(async () => {
      const rows = await page.request.get(`/v1/licences_aggregate/?search=${trial.licenseId}`);
      const { data } = (await rows.json()) as { data: { result: { id: string; expiredAt: number }[] } };
      return (data.result.find((row) => row.id === trial.id)?.expiredAt ?? Infinity) < Date.now();
    })
    .toBe(true);
});
