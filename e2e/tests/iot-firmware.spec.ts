import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { artifact, scrollToTop, shootBothLanguages } from '../support/artifacts';
import { createDeviceType, startSimulator, uniqueName, type SimulatedDevice } from '../support/iot';
import { signIn } from '../support/session';

// The browser test of firmware updates: a firmware uploaded on the Firmware screen is rolled out
// to 10 simulated devices, one of which fails its first update's checksum check; the board reaches
// 9 success / 1 failed, the failed device is retried and the board reaches 10 success; the device page
// then shows the new version. Photographed in Chinese and in English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const DEVICES = 10;
const IMAGE = randomBytes(96 * 1024);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-firmware-${name}`, scrollToTop);

/** Devices of the type made over the API, with the secrets the server answered once. */
async function createDevices(request: APIRequestContext, devtype: string): Promise<SimulatedDevice[]> {
  const devices: SimulatedDevice[] = [];
  for (let n = 1; n <= DEVICES; n += 1) {
    const devid = `${devtype}_${String(n).padStart(2, '0')}`;
    const response = await request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: { devsecret: string } };
    devices.push({ devid, devtype, secret: data.devsecret });
  }
  return devices;
}

test('a firmware rolled out to 10 devices reaches 9 success / 1 failed, and the retry updates the last', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 0);
  const devtype = uniqueName('fw');
  await createDeviceType(page.request, devtype);
  const devices = await createDevices(page.request, devtype);
  const failing = devices[DEVICES - 1]!;
  const simulator = await startSimulator(devices, [
    '--rate',
    '1',
    '--firmware',
    '1.0.0',
    '--ota-fail',
    failing.devid,
  ]);
  try {
    await test.step('upload version 1.1.0 on the Firmware screen, with its progress shown', async () => {
      await page.goto(`/iot/Home/Firmware?devtype=${devtype}`);
      await expect(page.getByTestId('firmware-devtype-select')).toContainText(devtype);
      await page.getByTestId('firmware-upload-button').click();
      const dialog = page.getByTestId('firmware-upload-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('firmware-version-input').fill('1.1.0');
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'meter-1.1.0.bin', mimeType: 'application/octet-stream', buffer: IMAGE });
      await page.getByTestId('firmware-desc-input').fill('修复电压采样');
      await page.getByTestId('firmware-upload-submit').click();
      await expect(dialog).toBeHidden();
      const row = page.getByTestId('firmware-table').locator('tr[data-row-key="1.1.0"]');
      await expect(row).toBeVisible();
      await expect(row).toContainText('96');
      await shootBoth(page, 'versions');
    });

    await test.step('roll it out to every device of the type, all at once', async () => {
      const row = page.getByTestId('firmware-table').locator('tr[data-row-key="1.1.0"]');
      await row.getByTestId('firmware-notify-button').click();
      await expect(page.getByTestId('firmware-notify-dialog')).toBeVisible();
      // A batch of 0 and a 5 s timeout are told at their fields and kept as typed, and nothing starts.
      await page.getByTestId('rollout-setting-batchSize').fill('0');
      await page.getByTestId('rollout-setting-timeoutSeconds').fill('5');
      await page.getByTestId('firmware-notify-submit').click();
      const dialog = page.getByTestId('firmware-notify-dialog');
      await expect(dialog).toContainText('允许范围：1 至 10000');
      await expect(dialog).toContainText('允许范围：30 至 604800');
      await expect(page.getByTestId('rollout-setting-batchSize')).toHaveValue('0');
      await page.screenshot({ path: artifact('iot-firmware-notify-out-of-range-zh.png') });
      // Defaults: all devices of the type; one batch of 10 without waiting.
      await page.getByTestId('rollout-setting-batchSize').fill(String(DEVICES));
      await page.getByTestId('rollout-setting-timeoutSeconds').fill('1800');
      await page.getByTestId('rollout-setting-batchIntervalSeconds').fill('0');
      await page.getByTestId('firmware-notify-submit').click();
      // Every device of the type is the default target: it asks once more, naming how many.
      const confirm = page.locator('.ant-modal-confirm');
      await expect(confirm).toContainText(`全部 ${DEVICES} 台设备`);
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: artifact('iot-firmware-notify-confirm-all-zh.png') });
      await page.getByTestId('firmware-notify-confirm-all').click();
      await expect(dialog).toBeHidden();
    });

    const board = page.getByTestId('rollout-board');
    await test.step('the board reaches 9 success and 1 failed (checksum)', async () => {
      await expect(board.getByTestId('rollout-count-success')).toHaveText('9', { timeout: 60_000 });
      await expect(board.getByTestId('rollout-count-failed')).toHaveText('1');
      const devicesTable = page.getByTestId('rollout-devices-table');
      // The table follows the counts to the end (it once kept the last poll's "downloading" rows).
      for (const { devid } of devices) {
        const state = devicesTable.locator(`tr[data-row-key="${devid}"]`).getByTestId('ota-state');
        await expect(state).toHaveAttribute('data-state', devid === failing.devid ? 'failed' : 'success');
      }
      await shootBoth(page, 'board-9-1');
    });

    await test.step('retrying the failed device brings the board to 10 success', async () => {
      await board.getByTestId('rollout-retry').click();
      await expect(board.getByTestId('rollout-count-success')).toHaveText(String(DEVICES), {
        timeout: 60_000,
      });
      await expect(board.getByTestId('rollout-count-failed')).toHaveText('0');
      await shootBoth(page, 'board-retried');
    });

    await test.step('the device page shows the version it now runs', async () => {
      await page.goto(`/iot/Home/Devices?devid=${failing.devid}`);
      await expect(page.getByTestId('device-firmware')).toContainText('1.1.0');
      await expect(page.getByTestId('firmware-flag')).toHaveCount(0);
      await shootBoth(page, 'device');
    });
  } finally {
    await simulator.stop();
  }
});
