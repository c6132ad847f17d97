import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { artifact, shootBothLanguages } from '../support/artifacts';
import { createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// The browser test of project data: in a project with a device type and two devices, a data set
// "sites" with a device reference is defined in the schema editor, a row is added inline, a file with one
// bad row is refused (the row named, nothing imported), then the fixed file is imported. Photographed in
// Chinese and English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);
// Validation and error texts are the shared kit's, not the console's own locale file.
const kitZh = JSON.parse(
  readFileSync(new URL('../../packages/web-kit/src/auth/locales/zh.json', import.meta.url), 'utf8'),
) as { validation: Record<string, string> };

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-project-data-${name}`);

async function post(
  request: APIRequestContext,
  path: string,
  data: object,
): Promise<{ data: { id: string } }> {
  const response = await request.post(path, { data, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: { id: string } };
}

/** Opens a Select and chooses the visible option with that text. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

test('a data set "sites" with a device reference gets a row and an import that is refused, then taken', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('pd');
  const [first, second] = [`${devtype}_a`, `${devtype}_b`];
  await createDeviceType(page.request, devtype);
  for (const devid of [first, second]) await post(page.request, '/v1/devices', { devid, devtype });
  const project = await post(page.request, '/v1/projects', { name: uniqueName('site') });
  await page.request.put(`/v1/projects/${project.data.id}/devices/add`, {
    data: { ids: [first, second] },
    headers: CSRF,
  });

  const detail = page.getByTestId('project-detail');
  await test.step('the schema editor defines "sites" with a unique code and a device reference', async () => {
    await page.goto('/iot/Home/Projects');
    await page.getByTestId('project-list').locator('tr').getByTestId('project-open').first().click();
    await detail.locator('[data-node-key="datasets"]').click();
    await detail.getByTestId('dataset-new').click();
    await page.getByTestId('dataset-name').fill('sites');
    const rowOne = page.getByTestId('field-row-0');
    await rowOne.getByTestId('field-name').fill('code');
    await rowOne.getByText(zh('projectData.required')).click();
    await rowOne.getByText(zh('projectData.unique')).click();
    await page.getByTestId('field-add').click();
    const rowTwo = page.getByTestId('field-row-1');
    await rowTwo.getByTestId('field-name').fill('gateway');
    await choose(page, rowTwo.getByTestId('field-type'), zh('projectData.types.device'));
    await page.getByTestId('dataset-save').click();
    await expect(page.getByTestId('dataset-name')).toBeHidden();
    await expect(detail.getByTestId('dataset-select')).toContainText('sites (0)');
  });

  const table = detail.getByTestId('record-table');
  await test.step('a row is added inline, naming a device', async () => {
    await detail.getByTestId('row-add').click();
    await table.getByTestId('value-code').fill('S-001');
    await table.getByTestId('value-gateway').fill(first);
    await table.getByTestId('row-save').click();
    await expect(table.locator('tr', { hasText: 'S-001' })).toContainText(first);
  });

  const upload = async (content: string) => {
    await detail.getByTestId('data-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'sites.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
    await page.getByTestId('data-import-start').click();
  };

  await test.step('a file with one bad row is refused, naming it, and nothing is imported', async () => {
    // The dialog covers the language switch: refused once per language, photographed each time.
    for (const language of ['zh', 'en'] as const) {
      await chooseLanguage(page, language);
      await upload(`code,gateway\nS-002,${second}\nS-003,no-such-device\n`);
      const rows = page.getByTestId('data-import-rows');
      await expect(rows.locator('tr', { hasText: 'gateway' })).toContainText('3');
      await expect(page.getByTestId('data-import-failed')).toBeVisible();
      if (language === 'zh')
        await expect(rows).toContainText(kitZh.validation.deviceUnknown ?? 'deviceUnknown');
      await page.screenshot({
        path: artifact(`iot-project-data-import-refused-${language}.png`),
        fullPage: true,
      });
      await page.locator('.ant-modal-close').click();
      await expect(page.getByTestId('data-import-rows')).toBeHidden();
    }
    await chooseLanguage(page, 'zh');
    await expect(table.locator('tr', { hasText: 'S-002' })).toHaveCount(0);
    await expect(detail.getByTestId('dataset-select')).toContainText('sites (1)');
  });

  await test.step('the fixed file is imported', async () => {
    await upload(`code,gateway\nS-002,${second}\nS-003,${first}\n`);
    await expect(page.getByTestId('data-import-done')).toBeVisible();
    await page.locator('.ant-modal-close').click();
    await expect(table.locator('tr', { hasText: 'S-003' })).toContainText(first);
    await expect(detail.getByTestId('dataset-select')).toContainText('sites (3)');
    await shootBoth(page, 'table');
  });
});
