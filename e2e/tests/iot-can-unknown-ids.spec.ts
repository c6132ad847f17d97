import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { connectAsDevice } from '../support/broker';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 34's confusing CAN tab: frames a device sent before a strategy was bound were counted as unknown ids,
// and stayed so. Frames that came with no strategy bound are counted, but not as unknown.

const zh = (key: string) => text('iot-web', 'zh', key);

test('frames sent with no strategy bound are not counted as unknown ids on the CAN tab', async ({ page }) => {
  await signIn(page, 0);
  const devtype = uniqueName('canbare');
  await createDeviceType(page.request, devtype, { mode: 'open' });
  const devid = `${devtype}_1`;
  const secret = await createDevice(page.request, devid, devtype);
  const device = await connectAsDevice(devid, secret);
  try {
    const now = Date.now();
    const frames = [
      { time: now - 2_000, id: 0x6b1, data: '18fca05064f60000' },
      { time: now - 1_000, id: 0x7ff, data: '00' },
    ];
    await device.publishAsync(`dev/${devtype}/${devid}/can`, JSON.stringify(frames), { qos: 1 });
  } finally {
    await device.endAsync();
  }

  await page.goto(`/iot/Home/Devices?devid=${devid}`);
  await page.getByRole('tab', { name: zh('devices.tabs.can') }).click();
  const value = (testId: string) => page.getByTestId(testId).locator('.ant-statistic-content-value');
  await expect(value('can-traffic-frames')).toHaveText('2');
  await expect(value('can-traffic-unknown')).toHaveText('0');
  await page.screenshot({ path: artifact('iot-can-unbound-traffic-zh.png'), fullPage: true });
});
