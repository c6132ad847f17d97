import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { publishAsDevice, tryWrongSecret, waitForLog } from '../support/device-logs';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { closeDialog } from '../support/overlays';
import { chooseLanguage, signIn } from '../support/session';

// Issue 12 in the browser: a strict device type, a device that connects and sends a bad value, an
// undeclared point, a message that is not JSON and an event the type does not declare, then a wrong secret
// tried under its id. The device page lists each rejection with its reason in the reader's language and the
// connection log shows the connect, the disconnect and the refused sign-in. Every screen is photographed in
// Chinese and in English.

const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact(`iot-${name}-zh.png`), fullPage: true, animations: 'disabled' });
  await chooseLanguage(page, 'en');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact(`iot-${name}-en.png`), fullPage: true, animations: 'disabled' });
  await chooseLanguage(page, 'zh');
}

test('the device page shows rejected messages with their reasons and the connection log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('meter');
  const devid = uniqueName('m');

  await test.step('a new device type is strict, and says what a strict type without points does', async () => {
    await page.goto('/iot/Home/DeviceTypes');
    await page.getByTestId('devtype-create').click();
    await expect(page.getByTestId('devtype-mode-hint')).toHaveText(zh('deviceTypes.modeHints.strict'));
    await expect(page.getByTestId('devtype-strict-no-points')).toContainText(
      zh('deviceTypes.strictNoPoints'),
    );
    await shootBoth(page, 'device-type-mode');
    await closeDialog(page);
  });

  await createDeviceType(page.request, devtype, {
    mode: 'strict',
    data: [{ name: 'temp', type: 'number', unit: '°C' }],
    warnings: [{ code: 'overheat' }],
    commands: [{ name: 'reboot' }],
  });
  const secret = await createDevice(page.request, devid, devtype);
  await publishAsDevice({ devid, devtype, secret }, [
    JSON.stringify({ temp: 'hot', humidity: 40 }),
    'not json',
    JSON.stringify({ temp: 21.5 }),
    { event: JSON.stringify({ code: 'door', type: 'warning' }) },
  ]);
  await tryWrongSecret(devid);
  await waitForLog(page.request, devid, 'rejections', 4);
  await waitForLog(page.request, devid, 'connections', 3);

  await test.step('the rejected messages tab counts and lists each rejection with its reason', async () => {
    await page.goto(`/iot/Home/Devices?devid=${devid}`);
    const tab = page.getByRole('tab', { name: zh('devices.tabs.rejections') });
    await expect(tab.getByTestId('rejections-badge')).toContainText('4');
    await tab.click();
    const table = page.getByTestId('device-rejections');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(4);
    await expect(table.getByTestId('rejection-reason')).toHaveText([
      // The strict type declares the warning overheat only: the warning door is refused, naming both.
      zh('rejections.reasons.EVENT_UNDECLARED'),
      zh('rejections.reasons.MALFORMED_JSON'),
      // One message's rejections, newest first too: its last point first.
      zh('rejections.reasons.POINT_UNDECLARED'),
      zh('rejections.reasons.VALUE_TYPE_MISMATCH'),
    ]);
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(
      'warning door; warnings: overheat',
    );
    await expect(table.getByTestId('rejection-payload').nth(1)).toHaveText('not json');
    await shootBoth(page, 'device-rejections');
    await table.getByTestId('rejection-reason').first().hover();
    await expect(page.getByText(zh('rejections.hints.EVENT_UNDECLARED'))).toBeVisible();
    await chooseLanguage(page, 'en');
    await expect(table.getByTestId('rejection-reason').first()).toHaveText(
      text('iot-web', 'en', 'rejections.reasons.EVENT_UNDECLARED'),
    );
    await chooseLanguage(page, 'zh');
  });

  await test.step('the recent data holds the values that were kept', async () => {
    await page.getByRole('tab', { name: zh('devices.tabs.data') }).click();
    await expect(page.getByTestId('recent-data').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(page.getByTestId('recent-data')).toContainText('21.5');
  });

  await test.step('the connection log shows the connect, the disconnect and the refused sign-in', async () => {
    await page.getByRole('tab', { name: zh('devices.tabs.connections') }).click();
    const table = page.getByTestId('device-connections');
    await expect(table.getByTestId('connection-event')).toHaveText([
      zh('connections.events.connect_refused'),
      zh('connections.events.disconnected'),
      zh('connections.events.connected'),
    ]);
    await expect(table.getByTestId('connection-reason')).toHaveText(zh('connections.reasons.WRONG_SECRET'));
    await shootBoth(page, 'device-connections');
  });
});
