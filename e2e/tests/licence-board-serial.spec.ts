import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';

// Issue 34's confusing error naming the wrong field: a development board of a serial in use was refused as
// "name already used". The refusal names the serial.

const zh = (key: string) => text('licence-web', 'zh', key);

test('a development board of a serial in use is refused naming the serial', async ({ page }) => {
  const admin = adminName('serial');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);
  await page.goto('/Home/AWPinManage/DevBoardManage');
  const serial = `SN${Date.now().toString(36).toUpperCase()}`;
  const create = async (name: string, uid: string) => {
    await page.getByTestId('devboard-new').click();
    await page.getByTestId('devboard-form-serial').fill(serial);
    await page.getByTestId('devboard-form-model').fill('AWP-S1');
    await page.getByTestId('devboard-form-uid').fill(uid);
    await page.getByTestId('devboard-form-name').fill(name);
    await page.getByTestId('devboard-form-company').fill('Acme Robotics');
    await page.getByTestId('devboard-form-ok').click();
  };
  await create('First board', `UID-${serial}-1`);
  await expect(page.getByTestId('devboard-form')).toBeHidden();
  await create('Second board', `UID-${serial}-2`);
  const refusal = page.getByTestId('devboard-form').getByText(zh('errors.codes.SERIAL_IN_USE'));
  await expect(refusal).toBeVisible();
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('devboard-serial-in-use-zh.png') });
});
