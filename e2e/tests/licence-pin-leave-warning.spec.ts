import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';

// Issue 34's confusing pin editor: unsaved pin edits were lost on a reload without a word. A reload with
// edits not saved asks first (the browser's leave prompt); staying keeps the edits.

test('a reload with unsaved pin edits asks first, and staying keeps them', async ({ page }) => {
  const admin = adminName('pins');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);
  await page.goto('/Home/AWPinManage/PinManage');
  const model = `AWP-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.getByTestId('pin-new-model').fill(model);
  await page.getByTestId('pin-new-model-add').click();
  await page.getByTestId('pin-add').click();
  await page.getByTestId('pin-form-name').fill('VCC');
  await page.getByTestId('pin-form-ok').click();
  await expect(page.getByTestId('pin-form')).toBeHidden();
  await expect(page.getByTestId('pin-table')).toContainText('VCC');

  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  // Staying cancels the reload, which then never ends: its promise is not awaited.
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(page.getByTestId('pin-table')).toContainText('VCC');
  await expect(page.getByTestId('pin-map-model')).toHaveText(model);
});
