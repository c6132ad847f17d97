import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { artifact, shootBothLanguages } from '../support/artifacts';
import { uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34, project records: in a data set with Chinese field names (站点, 标签 — a multi-value text field),
// two of three records are chosen and deleted together after a confirmation, and one element of the
// remaining record's 标签 is edited on its own. The project list with a 256-character description keeps its
// actions on screen, and the Groups tab's picker is full width. Photographed in Chinese and English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);

async function post<T = { id: string }>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('records: two deleted together after a confirmation, one element of a multi-value field edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const project = await post(page.request, '/v1/projects', {
    name: uniqueName('records'),
    description: `北区光伏电站 ${'长描述 '.repeat(60)}`.slice(0, 256),
  });
  const dataset = await post(page.request, `/v1/projects/${project.id}/datasets`, {
    name: 'sites',
    fields: [
      { name: '站点', type: 'text', required: true },
      { name: '标签', type: 'text', multiple: true },
    ],
  });
  for (const [site, tags] of [
    ['S-001', ['roof', 'south']],
    ['S-002', ['ground']],
    ['S-003', ['carport']],
  ] as const)
    await post(page.request, '/v1/project_datas', {
      datasetid: dataset.id,
      values: { 站点: site, 标签: tags },
    });

  await test.step('the list keeps the actions on screen beside a 256-character description', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/iot/Home/Projects');
    const row = page
      .getByTestId('project-list')
      .locator('tr', { has: page.getByTestId('project-description') });
    await expect(row.getByTestId('project-delete')).toBeInViewport();
    await shootBothLanguages(page, 'iot-project-records-list');
  });

  const detail = page.getByTestId('project-detail');
  const table = detail.getByTestId('record-table');
  await test.step('two chosen records are deleted together after a confirmation', async () => {
    await page.getByTestId('project-list').getByTestId('project-open').first().click();
    await detail.locator('[data-node-key="datasets"]').click();
    await expect(table.locator('tr', { hasText: 'S-003' })).toBeVisible();
    await expect(detail.getByTestId('row-batch-delete')).toBeDisabled();
    for (const site of ['S-002', 'S-003'])
      await table.locator('tr', { hasText: site }).locator('.ant-checkbox-input').check();
    await detail.getByTestId('row-batch-delete').click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(zh('list.confirmBatchDelete').replace('{{count}}', '2'));
    await confirm.locator('.ant-btn-primary').click();
    await expect(table.locator('tr', { hasText: 'S-002' })).toHaveCount(0);
    await expect(table.locator('tr', { hasText: 'S-003' })).toHaveCount(0);
    await expect(table.locator('tr', { hasText: 'S-001' })).toBeVisible();
    await expect(detail.getByTestId('dataset-select')).toContainText('sites (1)');
  });

  await test.step('one element of 标签 is edited on its own', async () => {
    const row = table.locator('tr', { hasText: 'S-001' });
    const dialog = page.getByTestId('element-dialog');
    // The dialog covers the language switch: opened and photographed once per language, then edited.
    for (const language of ['en', 'zh'] as const) {
      await chooseLanguage(page, language);
      await row.getByTestId('elements-标签-1').click();
      await expect(dialog.getByTestId('value-标签')).toHaveValue('south');
      await page.screenshot({
        path: artifact(`iot-project-records-element-${language}.png`),
        fullPage: true,
      });
      if (language === 'en') {
        await page.locator('.ant-modal-close').click();
        await expect(dialog).toBeHidden();
      }
    }
    await dialog.getByTestId('value-标签').fill('south-east');
    await page.getByTestId('element-save').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('elements-标签-1')).toContainText('south-east');
    await expect(row.getByTestId('elements-标签-0')).toContainText('roof');
    const stored = await page.request.get(`/v1/project_datas?datasetid=${dataset.id}`);
    const page1 = (await stored.json()) as { data: { result: { values: object; version: number }[] } };
    expect(page1.data.result).toEqual([
      expect.objectContaining({ values: { 站点: 'S-001', 标签: ['roof', 'south-east'] }, version: 2 }),
    ]);
    await shootBothLanguages(page, 'iot-project-records-table');
  });

  await test.step('the Groups tab’s picker is as wide as its place, not 44 px', async () => {
    await detail.locator('[data-node-key="groups"]').click();
    const picker = detail.getByTestId('project-pick-groups');
    await expect(picker).toBeVisible();
    expect((await picker.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  });
});
