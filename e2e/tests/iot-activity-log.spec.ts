import { expect, test } from '@playwright/test';
import { artifact, scrollToTop } from '../support/artifacts';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34: the account activity log holds every write of the account's IoT data. A device made just before
// is on the log screen, worded in Chinese and in English.

test('the activity log shows a device created just before, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signIn(page, 0);
  const devtype = uniqueName('meter');
  const devid = uniqueName('m');
  await createDeviceType(page.request, devtype, { mode: 'open' });
  await createDevice(page.request, devid, devtype);

  await page.goto('/iot/Home/SubUsers');
  await page.getByTestId('tab-activity').click();
  const log = page.getByTestId('activity-log');
  const row = log.getByRole('row', { name: new RegExp(devid) });
  await expect(row).toContainText(`创建了设备 ${devid}`);
  await expect(row).toContainText(user.username);
  await expect(log.getByRole('row', { name: new RegExp(devtype) })).toContainText(
    `创建了设备类型 ${devtype}`,
  );
  await scrollToTop(page);
  await page.screenshot({ path: artifact('iot-activity-log-zh.png'), fullPage: true });

  await chooseLanguage(page, 'en');
  await expect(row).toContainText(`created device ${devid}`);
  await scrollToTop(page);
  await page.screenshot({ path: artifact('iot-activity-log-en.png'), fullPage: true });
  await chooseLanguage(page, 'zh');
});
