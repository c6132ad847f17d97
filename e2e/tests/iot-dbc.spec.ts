import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { scrollToTop, shootBothLanguages } from '../support/artifacts';
import { uploadDbc } from '../support/dbc';
import { startSimulator, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of the DBC screens: a DBC with Intel, Motorola, J1939 (extended) and multiplexed
// signals is uploaded and read as a tree; one with nothing usable is refused with its line; a strategy decoding some
// of its signals (one renamed) is bound to a device type; pasted frames decode to the values worked out by
// hand below; the file in use cannot be deleted; the device's CAN tab lists the strategy's signals, and
// once the simulator sends frames of the DBC (device-sim --can) shows their decoded values live, which the
// history page then holds as ordinary points. Photographed in Chinese and in English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const VEHICLE_DBC_PATH = fileURLToPath(new URL('./fixtures/vehicle.dbc', import.meta.url));
const VEHICLE_DBC = readFileSync(VEHICLE_DBC_PATH);
const BROKEN_DBC = readFileSync(new URL('./fixtures/broken.dbc', import.meta.url));
const zh = (key: string) => text('iot-web', 'zh', key);

// Worked out by hand from vehicle.dbc:
// 123#A00F5A03…: EngineSpeed (Intel, 0|16) 0x0FA0 = 4000 × 0.25 = 1000 rpm; CoolantTemp 0x5A = 90 − 40 = 50 degC;
//   GearSelected 3 = "Drive".
// 025#FF9C…: SteeringAngle (Motorola, signed, 7|16) 0xFF9C = −100 × 0.1 = −10 deg.
// 18F00400#F1FFAF…: EEC1 (29-bit); ActualEnginePercentTorque 0xAF = 175 − 125 = 50 %.
// 7FF#00: no message of that id — counted as unknown.
const FRAMES = ['123#A00F5A0300000000', '025#FF9C000000000000', '18F00400#F1FFAF0000000000', '7FF#00'];

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-dbc-${name}`, scrollToTop);

test('a DBC uploaded, read as a tree, decoded by a bound strategy and by pasted frames', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 0);
  const devtype = uniqueName('can');
  const devid = `${devtype}_01`;
  const dbc = `${uniqueName('vehicle')}.dbc`;
  // An open type: a strict one stores only the points its model declares (decoded signals included).
  const type = await page.request.post('/v1/devtype', { data: { devtype, mode: 'open' }, headers: CSRF });
  expect(type.ok(), await type.text()).toBe(true);
  const created = await page.request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(created.ok(), await created.text()).toBe(true);
  const { devsecret } = ((await created.json()) as { data: { devsecret: string } }).data;

  await test.step('upload the DBC and read its message/signal tree', async () => {
    await page.goto('/iot/Home/Dbc');
    await uploadDbc(page, dbc, VEHICLE_DBC);
    await expect(page.getByTestId('dbc-upload-dialog')).toBeHidden();
    const row = page.getByTestId('dbc-file-table').locator(`tr[data-row-key="${dbc}"]`);
    // 4 messages, 10 signals.
    await expect(row.locator('td').nth(1)).toHaveText('4');
    await expect(row.locator('td').nth(2)).toHaveText('10');
    await page.getByTestId(`dbc-file-${dbc}`).click();
    const tree = page.getByTestId('dbc-tree');
    await expect(tree).toContainText('0x18F00400');
    await expect(tree).toContainText('PGN 61444');
    await page.getByTestId('dbc-tree-search').locator('input').fill('steering');
    const signals = tree.getByTestId('dbc-signal-table');
    await expect(signals.locator('tr[data-row-key="SteeringAngle"]')).toContainText('Motorola');
    await expect(signals.locator('tr[data-row-key="SteeringAngle"]')).toContainText(
      zh('dbc.signal.isSigned'),
    );
    await shootBoth(page, 'tree');
    await page.getByTestId('dbc-tree-search').locator('input').fill('0x400');
    await expect(tree.getByTestId('dbc-signal-table').locator('tr[data-row-key="CellIndex"]')).toContainText(
      'M',
    );
    await expect(
      tree.getByTestId('dbc-signal-table').locator('tr[data-row-key="Cell1Voltage"]'),
    ).toContainText('CellIndex 1');
    await page.getByRole('tab', { name: zh('dbc.detail.origin') }).click();
    await expect(page.getByTestId('dbc-origin')).toContainText('BO_ 291 EngineData: 8 ECM');
    await page
      .getByTestId('dbc-detail')
      .getByRole('button', { name: /close|关闭/i })
      .click();
  });

  await test.step('a broken DBC is refused with its line, and nothing is stored', async () => {
    await uploadDbc(page, 'broken.dbc', BROKEN_DBC);
    await expect(page.getByTestId('dbc-upload-invalid')).toContainText('第 4 行');
    await shootBoth(page, 'broken');
    await page.getByTestId('dbc-upload-dialog').press('Escape');
    await expect(page.getByTestId('dbc-file-table').locator('tr[data-row-key="broken.dbc"]')).toHaveCount(0);
  });

  await test.step('a strategy decoding EngineData and SteeringAngle is bound to the device type', async () => {
    await page.getByRole('tab', { name: zh('dbc.tabs.strategies') }).click();
    await page.getByTestId('dbc-strategy-create').click();
    await page.getByTestId('dbc-strategy-name').fill('Powertrain');
    await pickOption(page, page.getByTestId('dbc-strategy-dbc'), dbc, { exact: true });
    await pickOption(page, page.getByTestId('dbc-strategy-devtype'), devtype, { exact: true });
    const tree = page.getByTestId('dbc-signal-tree');
    await tree
      .locator('.ant-tree-treenode', { hasText: 'EngineData' })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
    await tree
      .locator('.ant-tree-treenode', { hasText: 'SteeringAngle' })
      .locator('.ant-tree-checkbox')
      .click();
    await page.getByTestId('dbc-point-EngineData/EngineSpeed').fill('engine_rpm');
    await shootBoth(page, 'strategy-dialog');
    await page.getByTestId('dbc-strategy-save').click();
    const row = page.getByTestId('dbc-strategy-table').locator('tr', { hasText: 'Powertrain' });
    await expect(row).toContainText('4');
    await page.getByTestId('dbc-bind-Powertrain').click();
    await page.getByTestId('dbc-bind-submit').click();
    await expect(row).toContainText(zh('dbc.bind.typeTag'));
    // Unbinding from the dialog's list of current bindings, then binding again for the steps below.
    await page.getByTestId('dbc-bind-Powertrain').click();
    await expect(page.getByTestId('dbc-bind-current')).toContainText(devtype);
    // A click landing while the dialog still zooms in can leave the confirmation closed (seen once in CI):
    // click again until it shows.
    const confirmUnbind = page.locator('.ant-popconfirm:visible .ant-btn-primary');
    await expect(async () => {
      await page.getByTestId('dbc-unbind-type').click();
      await expect(confirmUnbind).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await confirmUnbind.click();
    await expect(page.getByTestId('dbc-bind-current')).toHaveCount(0);
    await expect(row).toContainText(zh('dbc.bind.none'));
    await page.getByTestId('dbc-bind-submit').click();
    await expect(row).toContainText(zh('dbc.bind.typeTag'));
    await shootBoth(page, 'strategies');
  });

  await test.step('pasted frames decode to the values worked out by hand; the unknown id is counted', async () => {
    await page.getByRole('tab', { name: zh('dbc.tabs.decode') }).click();
    await pickOption(page, page.getByTestId('dbc-decode-device'), devid);
    await pickOption(page, page.getByTestId('dbc-decode-dbc'), dbc, { exact: true });
    await page.getByTestId('dbc-decode-frames').fill(FRAMES.join('\n'));
    await page.getByTestId('dbc-decode-run').click();
    const table = page.getByTestId('dbc-decode-table');
    await expect(table.locator('tr', { hasText: 'EngineSpeed' })).toContainText('1000 rpm');
    await expect(table.locator('tr', { hasText: 'CoolantTemp' })).toContainText('50 degC');
    await expect(table.locator('tr', { hasText: 'GearSelected' })).toContainText('Drive');
    await expect(table.locator('tr', { hasText: 'SteeringAngle' })).toContainText('-10 deg');
    await expect(table.locator('tr', { hasText: 'ActualEnginePercentTorque' })).toContainText('50 %');
    await expect(page.getByTestId('dbc-decode-unknown')).toContainText('1');
    await shootBoth(page, 'decode');
  });

  await test.step('the DBC a strategy uses is not deleted, and the strategy is named', async () => {
    await page.getByRole('tab', { name: zh('dbc.tabs.files') }).click();
    await page.getByTestId(`dbc-delete-${dbc}`).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(page.getByTestId('dbc-delete-refused')).toContainText('Powertrain');
    await expect(page.getByTestId('dbc-file-table').locator(`tr[data-row-key="${dbc}"]`)).toBeVisible();
  });

  await test.step("the device's CAN tab lists the strategy's signals by point name", async () => {
    await page.goto(`/iot/Home/Devices?devid=${devid}`);
    await page.getByRole('tab', { name: zh('devices.tabs.can') }).click();
    const signals = page.getByTestId('can-signals');
    await expect(signals).toContainText('engine_rpm');
    await expect(signals).toContainText('EngineData.EngineSpeed');
    await expect(page.getByTestId('can-download')).toBeVisible();
    await shootBoth(page, 'can-tab');
  });

  await test.step("the simulator's frames decode live on the CAN tab, and into history", async () => {
    const simulator = await startSimulator({ devid, devtype, secret: devsecret }, [
      '--can',
      VEHICLE_DBC_PATH,
    ]);
    try {
      await expect(page.getByTestId('can-value-engine_rpm')).toContainText('rpm', { timeout: 30_000 });
      await expect(page.getByTestId('can-value-SteeringAngle')).toContainText('deg');
      await expect(page.getByTestId('can-value-CoolantTemp')).toContainText('degC');
      await expect(
        page.getByTestId('can-traffic-frames').locator('.ant-statistic-content-value'),
      ).not.toHaveText('0', { timeout: 30_000 });
      await shootBoth(page, 'can-live');
    } finally {
      await simulator.stop();
    }
    await page.goto(`/iot/Home/History?devid=${devid}`);
    await page.getByTestId('history-search').click();
    const table = page.getByTestId('history-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(table.locator('thead')).toContainText('engine_rpm');
    await expect(table.locator('thead')).toContainText('SteeringAngle');
    await expect(page.getByTestId('history-chart').locator('canvas')).toBeVisible();
    await shootBoth(page, 'history');
  });
});
