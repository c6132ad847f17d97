import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_VERSION } from '@fleetkey/contract';
import { scrollToTop, shootBothLanguages } from '../support/artifacts';
import { uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 34's browser walk of the calls the spec names that had no screen: as the main account it reads the
// developer reference (GET /dev/*_schema, /dev/code_desc, /dev/multicast/lora), edits a device type's
// sections one at a time (PUT /devtype/{devtype}/{section}, much_data), opens a firmware version's details
// (GET /firmware/{devtype}/{version} and …/desc), puts a profile on a sub-user that wore none (POST
// /subusers/{username}/{id}), uploads a common file (POST /filemanager/upload/commonfile) and is told of a
// newer console build (GET /app/iot/version.json).

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);
const shootBoth = (page: Page, name: string) =>
  shootBothLanguages(page, `iot-spec-calls-${name}`, scrollToTop);

async function call(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const response = await request.fetch(url, { method, data, headers: CSRF });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

test('the main account reaches every spec call issue 34 put on a screen', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 0);
  const devtype = uniqueName('meter');

  await test.step('the developer reference shows the schemas, the error codes and the LoRa fields', async () => {
    await page.goto('/iot/Home/Developer');
    const table = page.getByTestId('dev-schema-table');
    await expect(table).toContainText('grants');
    await page
      .getByTestId('dev-schema-picker')
      .getByText(zh('developer.schemas.device_schema'), { exact: true })
      .click();
    await expect(table).toContainText('devid');
    await expect(table).toContainText('gps');
    await shootBoth(page, 'developer-schemas');
    await page.getByRole('tab', { name: zh('developer.tabs.codes') }).click();
    await page.getByTestId('dev-code-search').locator('input').fill('DEVICE_OFFLINE');
    await expect(page.getByTestId('dev-codes').locator('tbody tr')).toHaveCount(1);
    await shootBoth(page, 'developer-codes');
    await page.getByRole('tab', { name: zh('developer.tabs.lora') }).click();
    await expect(page.getByTestId('dev-lora')).toContainText('mcAppSKey');
  });

  await test.step('a device type’s warnings and a topic are saved each on its own', async () => {
    await call(page.request, 'POST', '/v1/devtype', {
      devtype,
      mode: 'open',
      warnings: [{ code: 'LOW_BATTERY', desc: '电量低' }],
    });
    await page.goto('/iot/Home/DeviceTypes');
    await page.getByTestId(`devtype-sections-${devtype}`).click();
    const drawer = page.getByTestId('devtype-sections');
    await drawer.getByRole('tab', { name: zh('deviceTypes.sections.warnings') }).click();
    const warnings = drawer.getByTestId('section-warnings');
    await warnings.getByTestId('section-warnings-add').click();
    await warnings.getByTestId('event-code').last().fill('HIGH_TEMP');
    await warnings.getByTestId('section-warnings-save').click();
    await expect(
      page.locator('.ant-message-notice', { hasText: zh('deviceTypes.sections.saved') }),
    ).toBeVisible();
    await shootBoth(page, 'devtype-warnings');
    await drawer.getByRole('tab', { name: zh('deviceTypes.sections.topics') }).click();
    await drawer.getByTestId('topic-name').fill('power');
    await drawer.getByTestId('topic-add').click();
    const topic = drawer.getByTestId('topic-power');
    await topic.getByTestId('topic-power-add').click();
    await topic.getByTestId('point-name').fill('watts');
    await topic.getByTestId('topic-power-save').click();
    await expect(topic.getByTestId('topic-power-delete')).toBeVisible();
    await shootBoth(page, 'devtype-topics');
    const stored = (await call(page.request, 'GET', `/v1/devtype/${devtype}`)) as {
      warnings: { code: string }[];
      much_data: Record<string, { name: string }[]>;
    };
    expect(stored.warnings.map((w) => w.code)).toEqual(['LOW_BATTERY', 'HIGH_TEMP']);
    expect(stored.much_data.power?.map((p) => p.name)).toEqual(['watts']);
  });

  await test.step('a firmware version’s details show it as stored, with its release notes', async () => {
    const upload = await page.request.post(`/v1/firmware/${devtype}/1.0.0`, {
      headers: CSRF,
      multipart: {
        desc: '修复电压采样\n降低功耗',
        file: {
          name: 'meter-1.0.0.bin',
          mimeType: 'application/octet-stream',
          buffer: Buffer.alloc(4096, 7),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    await page.goto(`/iot/Home/Firmware?devtype=${devtype}`);
    await page.getByTestId('firmware-open-1.0.0').click();
    const details = page.getByTestId('firmware-details');
    await expect(details).toContainText('meter-1.0.0.bin');
    await expect(details.getByTestId('firmware-notes')).toContainText('降低功耗');
    await shootBoth(page, 'firmware-details');
  });

  await test.step('a profile put on a sub-user that wore none is attached', async () => {
    const username = uniqueName('ops').slice(0, 20);
    const profileName = uniqueName('Readers').slice(0, 30);
    const profile = (await call(page.request, 'POST', '/v1/subusers_access', {
      name: profileName,
      grants: { devices: ['read'] },
      scope: { kind: 'all' },
    })) as { id: number };
    await call(page.request, 'POST', '/v1/subusers', { username, name: 'Operator', password: 'Start1234' });
    await page.goto('/iot/Home/SubUsers');
    const row = page.getByTestId('subuser-list').getByRole('row', { name: new RegExp(username) });
    await row.getByRole('button', { name: zh('list.edit') }).click();
    await page.getByTestId('subuser-profile').click();
    await page.locator(`.ant-select-item-option[title="${profileName}"]`).click();
    const attached = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/v1/subusers/${username}/${profile.id}`),
    );
    await page.getByTestId('subuser-save').click();
    expect((await attached).ok()).toBe(true);
    await expect(row).toContainText(profileName);
    await shootBoth(page, 'subuser-attached');
  });

  await test.step('a common file is uploaded through the file manager', async () => {
    await page.goto('/iot/Home/CommonFiles');
    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith('/v1/filemanager/upload/commonfile'),
    );
    await page
      .getByTestId('common-files')
      .locator('input[type=file]')
      .setInputFiles({
        name: '说明书.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByTestId('common-files')).toContainText('说明书.pdf');
  });

  await test.step('a newer console build is announced; the running one is not', async () => {
    const version = (await (await page.request.get('/v1/app/iot/version.json')).json()) as {
      version: string;
    };
    expect(version.version).toBe(APP_VERSION);
    await page.goto('/iot/Home/Dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('new-version')).toHaveCount(0);
    // An operator's newer build, as the version file would name it.
    await page.route('**/v1/app/iot/version.json', (route) =>
      route.fulfill({ json: { version: '3.1.0', message: '历史数据导出更快' } }),
    );
    await page.reload();
    await expect(page.getByTestId('new-version')).toContainText('3.1.0');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await shootBoth(page, 'new-version');
  });
});
