import { expect as baseExpect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount } from '../support/auth';
import { text } from '../support/locales';
import { chooseLanguage } from '../support/session';

// AWPin and AWPX in the licence portal (issue 19): an administrator creates a development board, uploads a
// file for it, edits a model's pin map and sees the use statistics the desktop client's reports make; the
// AWPX screen shows the catalogue and a user's protocol. Each of the four screens is shot in both languages.

// Each screen's first load (lazy chunks, several queries, echarts) takes seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Fleet2024';
const BOARDS_PAGE = '/Home/AWPinManage/DevBoardManage';
const PINS_PAGE = '/Home/AWPinManage/PinManage';
const UPLOADS_PAGE = '/Home/AWPinManage/UploadManage';
const AWPX_PAGE = '/Home/AWPXManage/AWPXManage';

const zh = (key: string) => text('licence-web', 'zh', key);

/** Table rows (antd marks each with its record's key) holding a text. */
const rowsWith = (table: Locator, hasText: string) => table.locator('tr[data-row-key]').filter({ hasText });

/** A platform user signed in over the API in a browser context of its own (the desktop client's part). */
async function clientUser(browser: Browser): Promise<APIRequestContext> {
  const { request } = await browser.newContext();
  const mobile = await registerAccount(request, PASSWORD);
  await apiSignIn(request, mobile.national, PASSWORD);
  return request;
}

/** The four screens as they are now, shot under `<language>`. */
async function shootAll(page: Page, language: 'zh' | 'en'): Promise<void> {
  for (const [path, name, ready] of [
    [BOARDS_PAGE, 'devboards', 'devboard-table'],
    [`${BOARDS_PAGE}?tab=statistics`, 'devboard-statistics', 'devboard-chart-days'],
    [PINS_PAGE, 'pins', 'pin-table'],
    [UPLOADS_PAGE, 'uploads', 'upload-table'],
    [AWPX_PAGE, 'awpx-catalogue', 'awpx-catalogue'],
    [`${AWPX_PAGE}?tab=statistics`, 'awpx-statistics', 'awpx-chart-protocols'],
    [`${AWPX_PAGE}?tab=record`, 'awpx-record', 'awpx-record-table'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    // Charts draw on a canvas once echarts has loaded.
    if (ready.includes('chart')) await expect(page.getByTestId(ready).locator('canvas')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: artifact(`licence-awpin-awpx-${name}-${language}.png`), fullPage: true });
  }
}

test('an administrator manages development boards, files and pins, and reads the AWPin and AWPX statistics', async ({
  page,
  browser,
}) => {
  // Four screens, each shot in both languages: a clean-clone CI run took the whole default minute.
  test.setTimeout(150_000);
  const serial = `SN${Date.now().toString(36).toUpperCase()}`;
  const model = `AWP-${serial.slice(-5)}`;
  const admin = adminName('awpin');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);

  await test.step('creates a development board through the dialog', async () => {
    await page.goto(BOARDS_PAGE);
    await page.getByTestId('devboard-new').click();
    await page.getByTestId('devboard-form-serial').fill(serial);
    await page.getByTestId('devboard-form-model').fill(model);
    await page.getByTestId('devboard-form-uid').fill(`UID-${serial}`);
    await page.getByTestId('devboard-form-name').fill('Demo board');
    await page.getByTestId('devboard-form-company').fill('Acme Robotics');
    await page.getByTestId('devboard-form-ok').click();
    await expect(page.getByTestId('devboard-form')).toBeHidden();
    await expect(rowsWith(page.getByTestId('devboard-table'), serial)).toHaveCount(1);
  });

  await test.step('uploads a file for it, which the upload screen lists', async () => {
    const row = rowsWith(page.getByTestId('devboard-table'), serial);
    await row.locator('input[type=file]').setInputFiles({
      name: 'firmware.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('firmware bytes'),
    });
    await expect(
      page.getByText(zh('awpin.boards.uploaded').replace('{{fileName}}', 'firmware.bin')),
    ).toBeVisible();
    await page.goto(UPLOADS_PAGE);
    const upload = rowsWith(page.getByTestId('upload-table'), 'firmware.bin').filter({ hasText: serial });
    await expect(upload).toHaveCount(1);
    await expect(upload).toContainText(admin);
  });

  await test.step('edits a model pin map and saves it whole', async () => {
    await page.goto(PINS_PAGE);
    await page.getByTestId('pin-new-model').fill(model);
    await page.getByTestId('pin-new-model-add').click();
    await expect(page.getByTestId('pin-map-model')).toHaveText(model);
    await page.getByTestId('pin-add').click();
    await page.getByTestId('pin-form-name').fill('VCC');
    await page.getByTestId('pin-form-voltage').fill('3.3V');
    await page.getByTestId('pin-form-ok').click();
    await expect(page.getByTestId('pin-form')).toBeHidden();
    await page.getByTestId('pin-add').click();
    await page.getByTestId('pin-form-name').fill('GPIO2');
    await page.getByTestId('pin-form-functions').locator('input').fill('UART1_TX,');
    await page.getByTestId('pin-form-ok').click();
    await expect(page.getByTestId('pin-form')).toBeHidden();
    await page.getByTestId('pin-save').click();
    await expect(page.getByTestId(`pin-model-${model}`)).toContainText('2');
    await expect(rowsWith(page.getByTestId('pin-table'), 'GPIO2')).toContainText('UART1_TX');
    const saved = await page.request.get(`/v1/pins?model=${model}`);
    const map = ((await saved.json()) as { data: { pins: { name: string; functions: string[] }[] } }).data;
    expect(map.pins.map((pin) => [pin.name, pin.functions])).toEqual([
      ['VCC', []],
      ['GPIO2', ['UART1_TX']],
    ]);
  });

  const user = await clientUser(browser);
  await test.step('sees the uses the desktop client reports in the statistics', async () => {
    for (let i = 0; i < 3; i += 1) {
      const report = await user.post('/v1/client_data', {
        data: { serial, model, uid: `UID-${serial}` },
        headers: CSRF,
      });
      expect(report.ok()).toBe(true);
    }
    await page.goto(`${BOARDS_PAGE}?tab=statistics`);
    const uses = page.getByTestId('devboard-stat-uses');
    await expect(uses).toBeVisible();
    // Other specs' boards may have uses too: this board's three are among them.
    expect(
      Number((await uses.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('devboard-chart-boards').locator('canvas')).toBeVisible();
  });

  await test.step('the AWPX screen shows the catalogue and a user protocol', async () => {
    const saved = await user.post('/v1/awpx/user_protocol', {
      data: {
        name: `Boiler ${serial}`,
        protocolId: 'modbus-rtu',
        fields: [{ name: 'temperature', offset: 0, length: 2, dataType: 'int16', scale: 0.1, unit: '°C' }],
      },
      headers: CSRF,
    });
    expect(saved.status()).toBe(201);
    await page.goto(AWPX_PAGE);
    await expect(rowsWith(page.getByTestId('awpx-catalogue'), 'Modbus RTU')).toHaveCount(1);
    // The product's own catalogue speaks the reader's language.
    await expect(rowsWith(page.getByTestId('awpx-catalogue'), 'Modbus RTU')).toContainText(
      zh('awpx.descriptions.modbus-rtu'),
    );
    await page.getByRole('tab', { name: zh('awpx.tabs.record') }).click();
    await page.getByTestId(`awpx-record-${`Boiler ${serial}`}`).click();
    await expect(page.getByTestId('awpx-protocol-drawer')).toContainText('temperature');
  });

  await test.step('screens in both languages', async () => {
    await shootAll(page, 'zh');
    await chooseLanguage(page, 'en');
    await shootAll(page, 'en');
    await expect(
      page.getByRole('tab', { name: text('licence-web', 'en', 'awpx.tabs.record') }),
    ).toBeVisible();
  });
});
