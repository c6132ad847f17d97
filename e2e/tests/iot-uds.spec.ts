import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { shootBothLanguages } from '../support/artifacts';
import { createDeviceType, startSimulator, uniqueName, waitForStatus } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// The browser test of UDS diagnostics: a DTC catalogue file with a bad row is refused with the row
// named, a good one is imported; the simulator's ECU holds P0301 (status 0x2F) and U0100 (0x09); "read DTCs"
// on the device shows both, described from the catalogue with their status bits; "clear DTCs" empties them.
// Photographed in Chinese and in English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);
const en = (key: string) => text('iot-web', 'en', key);

const csv = (lines: string[]) => ({
  name: 'uds-codes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});
const HEADER = 'code,description_zh,description_en,severity,action';
const MISFIRE = 'P0301,1 缸失火,Cylinder 1 misfire detected,high,Check the spark plug and coil of cylinder 1';
const LOST_ECM =
  'U0100,与发动机控制模块通信丢失,Lost communication with ECM/PCM,critical,Check the CAN wiring to the ECM';

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-uds-${name}`);

test('imports a DTC catalogue, reads the simulated ECU’s DTCs described by it, and clears them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 0);
  const devtype = uniqueName('ecu');
  await createDeviceType(page.request, devtype);
  const devid = `${devtype}_1`;
  const created = await page.request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(created.ok(), await created.text()).toBe(true);
  const { devsecret } = ((await created.json()) as { data: { devsecret: string } }).data;

  await test.step('a catalogue file with a bad row is refused with the row named; a good one is imported', async () => {
    await page.goto('/iot/Home/Uds?tab=catalogue');
    const catalogue = page.getByTestId('uds-catalogue');
    await expect(catalogue).toBeVisible();
    await page.getByTestId('uds-import').click();
    const dialog = page.getByTestId('uds-import-dialog');
    await dialog.locator('input[type=file]').setInputFiles(csv([HEADER, MISFIRE, 'X0301,,Not a code,low,']));
    await page.getByTestId('uds-import-start').click();
    const errors = dialog.getByTestId('import-errors');
    await expect(errors.locator('tbody tr')).toHaveCount(1);
    await expect(errors.locator('tbody tr')).toContainText('3');
    await expect(errors.locator('tbody tr')).toContainText('code');
    await shootBoth(page, 'import-refused');

    await dialog.locator('input[type=file]').setInputFiles(csv([HEADER, MISFIRE, LOST_ECM]));
    await page.getByTestId('uds-import-start').click();
    await expect(dialog).toBeHidden();
    await expect(catalogue.getByTestId('code-sae')).toHaveText(['P0301', 'U0100']);
    await expect(catalogue).toContainText('0xC10000');
    await expect(catalogue).toContainText('1 缸失火');
    await shootBoth(page, 'catalogue');
  });

  await test.step('an ECU code list takes catalogue DTCs, is saved, and reads back after a reload', async () => {
    await page.goto('/iot/Home/Uds?tab=channels');
    await page.getByTestId('uds-channel-ecu').fill('0x7e0');
    await page.getByTestId('uds-channel-open').click();
    await expect(page.getByTestId('uds-channel-card')).toContainText('0x7E0');
    await page.getByTestId('uds-channel-add').click();
    await page.keyboard.type('P0301');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'P0301' }).click();
    await page.getByTestId('uds-channel-save').click();
    await expect(page.getByTestId('uds-channel-save')).toBeDisabled();
    await page.reload();
    await page.getByTestId('uds-channel-ecu').fill('0x7E0');
    await page.getByTestId('uds-channel-open').click();
    await expect(page.getByTestId('uds-channel-table')).toContainText('P0301');
    await expect(page.getByTestId('uds-channel-table')).toContainText('1 缸失火');
    await shootBoth(page, 'channel-codes');
  });

  const simulator = await startSimulator({ devid, devtype, secret: devsecret }, [
    '--rate',
    '1',
    '--dtc',
    'P0301:0x2F,U0100:0x09',
  ]);
  try {
    await waitForStatus(page, devid, 'online');

    await test.step('"read DTCs" shows the ECU’s DTCs described by the catalogue, with their status bits', async () => {
      await page.goto(`/iot/Home/Uds?devid=${devid}`);
      await expect(page.getByTestId('device-diagnostics')).toBeVisible();
      await page.getByTestId('dtc-read').click();
      const latest = page.getByTestId('dtc-latest');
      const table = latest.getByTestId('dtc-table');
      await expect(table.getByTestId('dtc-sae')).toHaveText(['P0301', 'U0100'], { timeout: 30_000 });
      await expect(latest.getByTestId('dtc-outcome')).toHaveText(zh('uds.outcomes.positive'));
      await expect(table.getByTestId('dtc-description')).toHaveText(['1 缸失火', '与发动机控制模块通信丢失']);
      // 0x2F: testFailed, testFailedThisOperationCycle, pendingDTC, confirmedDTC, testFailedSinceLastClear.
      const misfireBits = table.locator('tbody tr').first().getByTestId('dtc-bit');
      await expect(misfireBits).toHaveText(
        [
          'testFailed',
          'testFailedThisOperationCycle',
          'pendingDTC',
          'confirmedDTC',
          'testFailedSinceLastClear',
        ].map((bit) => zh(`uds.bits.${bit}.label`)),
      );
      await misfireBits.nth(3).hover();
      await expect(page.locator('.ant-tooltip:visible')).toHaveText(zh('uds.bits.confirmedDTC.help'));
      await shootBoth(page, 'read');
      await expect(table.getByTestId('dtc-description')).toHaveText(['1 缸失火', '与发动机控制模块通信丢失']);
      await chooseLanguage(page, 'en');
      await expect(table.getByTestId('dtc-description')).toHaveText([
        'Cylinder 1 misfire detected',
        'Lost communication with ECM/PCM',
      ]);
      await expect(table.locator('tbody tr').nth(1).getByTestId('dtc-bit')).toHaveText(
        ['testFailed', 'confirmedDTC'].map((bit) => en(`uds.bits.${bit}.label`)),
      );
      await chooseLanguage(page, 'zh');
    });

    await test.step('"clear DTCs" is confirmed by the ECU, and a new read finds none', async () => {
      await page.getByTestId('dtc-clear').click();
      await page
        .locator('.ant-popconfirm:visible')
        .getByRole('button', { name: zh('uds.clear') })
        .click();
      await expect(page.getByTestId('dtc-latest').getByTestId('dtc-cleared')).toBeVisible({
        timeout: 30_000,
      });
      await page.getByTestId('dtc-read').click();
      const latest = page.getByTestId('dtc-latest');
      await expect(latest.getByTestId('dtc-table')).toContainText(zh('uds.noDtcs'), { timeout: 30_000 });
      await expect(page.getByTestId('dtc-history').locator('tbody tr.ant-table-row')).toHaveCount(3);
      await shootBoth(page, 'cleared');
    });
  } finally {
    await simulator.stop();
  }
});
