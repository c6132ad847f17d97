import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { artifact, scrollToTop, shootBothLanguages } from '../support/artifacts';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { chooseLanguage, signIn } from '../support/session';

// The browser test of statistics: a formula algorithm made in the formula editor (a forbidden
// function refused on the formula itself first), a daily-average instance over a meter type's power point
// in Asia/Shanghai, started from three days back so it backfills those days from readings written with
// past times over the data API, its results in the table (windows in the instance's zone) and the chart,
// one overridden with a note, the CSV export read back, one added by hand for a window before the backfill,
// and the instance stopped. Each tab photographed in Chinese and English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const zh = (key: string) => text('iot-web', 'zh', key);
/** The validation texts are web-kit's (shared by both consoles). */
const webKitZh = JSON.parse(
  readFileSync(new URL('../../packages/web-kit/src/auth/locales/zh.json', import.meta.url), 'utf8'),
) as { validation: Record<string, string> };

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) =>
  shootBothLanguages(page, `iot-statistics-${name}`, scrollToTop);

/** Midnight of today in Shanghai (UTC+8 all year), and `YYYY-MM-DD` of a Shanghai day. */
const shanghaiToday = (now: number) => Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
const shanghaiDate = (midnight: number) => new Date(midnight + 8 * HOUR).toISOString().slice(0, 10);

/** A meter type declaring its power in kW and two devices of it, over the API. */
async function createMeters(request: APIRequestContext, devtype: string): Promise<string[]> {
  await createDeviceType(request, devtype, {
    data: [{ name: 'power', type: 'number', unit: 'kW', desc: '功率' }],
  });
  const devids = [`${devtype}_a`, `${devtype}_b`];
  for (const devid of devids) await createDevice(request, devid, devtype);
  return devids;
}

/** Hourly power readings over the three Shanghai days before today, each day's value constant. */
async function writePastReadings(
  request: APIRequestContext,
  devid: string,
  firstDay: number,
  values: readonly number[],
): Promise<void> {
  const rows = values.flatMap((power, day) =>
    Array.from({ length: 24 }, (_, hour) => ({ time: firstDay + day * DAY + hour * HOUR + 30_000, power })),
  );
  const response = await request.post(`/v1/devices/${devid}/data`, { data: rows, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
}

test('statistics: a formula refused then saved, a daily average backfilled, charted, corrected, exported, stopped', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 0);
  const devtype = uniqueName('stat');
  const [meterA, meterB] = await createMeters(page.request, devtype);
  const today = shanghaiToday(Date.now());
  const firstDay = today - 3 * DAY;
  await writePastReadings(page.request, meterA!, firstDay, [2, 4, 6]);
  await writePastReadings(page.request, meterB!, firstDay, [10, 20, 30]);
  const instanceName = `每日平均功率 ${devtype}`;

  await test.step('a formula calling a forbidden function is refused on the formula; a valid one is saved', async () => {
    await page.goto('/iot/Home/Statistics?tab=algorithms');
    await expect(page.getByTestId('builtin-list').locator('.ant-table-row')).toHaveCount(12);
    await page.getByTestId('formula-create').click();
    const dialog = page.getByTestId('formula-dialog');
    await dialog.getByTestId('formula-name').fill('功率波动');
    await dialog.getByTestId('formula-input').fill('evaluate(power)');
    await dialog.getByTestId('formula-unit').fill('kW');
    await page.getByTestId('formula-submit').click();
    const explain = dialog.locator('.ant-form-item-explain-error');
    await expect(explain).toContainText(webKitZh.validation.formulaFunctionForbidden!);
    await expect(explain).toContainText('evaluate');
    await shootBoth(page, 'formula-refused');

    await dialog.getByTestId('formula-input').fill('max(power) - min(power)');
    await expect(explain).toHaveCount(0);
    await page.getByTestId('formula-submit').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('formula-list').locator('.ant-table-row', { hasText: '功率波动' });
    await expect(row.getByTestId('formula-text')).toHaveText('max(power) - min(power)');
    await shootBoth(page, 'algorithms');
  });

  await test.step('a daily average of the type’s power in Shanghai time, made in the instance editor', async () => {
    await page.getByRole('tab', { name: zh('statistics.tabs.examples') }).click();
    await expect(page).toHaveURL(/tab=examples/);
    await page.getByTestId('example-create').click();
    const dialog = page.getByTestId('example-dialog');
    await dialog.getByTestId('example-name').fill(instanceName);
    await pickOption(page, dialog.getByTestId('example-devtype'), devtype);
    // The built-in average (its Chinese name from the contract's catalogue) is chosen by default; the type's
    // declared points are offered with their units.
    await expect(dialog.getByTestId('example-algorithm')).toContainText('平均值');
    await dialog.getByTestId('example-point').locator('input').fill('pow');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'power 功率 (kW)' })
      .click();
    await expect(
      dialog.getByTestId('example-window').locator('.ant-radio-button-wrapper-checked'),
    ).toHaveText(zh('statistics.windows.day'));
    await pickOption(page, dialog.getByTestId('task-timezone'), ZONE);
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    // The editor scrolls inside its drawer: a taller window shows all of it in the picture.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 1150 });
    await shootBoth(page, 'instance-editor');
    if (viewport) await page.setViewportSize(viewport);
    await page.getByTestId('example-submit').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('example-list').locator('.ant-table-row', { hasText: instanceName });
    await expect(row.getByTestId('example-state')).toHaveAttribute('data-state', 'stopped');
  });

  await test.step('started from three days back, it backfills those days for both meters', async () => {
    const row = page.getByTestId('example-list').locator('.ant-table-row', { hasText: instanceName });
    await row.getByTestId('example-state-switch').click();
    const backfill = page.getByTestId('example-backfill');
    await backfill.click();
    await page.keyboard.type(shanghaiDate(firstDay));
    await page.keyboard.press('Enter');
    await page.getByTestId('example-start-confirm').click();
    await expect(row.getByTestId('example-state')).toHaveAttribute('data-state', 'running');
    // The runner ticks every few seconds; the list is read again while an instance runs.
    await expect(row.getByTestId('example-last-window')).toContainText(`${shanghaiDate(today - DAY)} 00:00`, {
      timeout: 60_000,
    });
    await expect(row.getByTestId('example-last-window')).toContainText('2 台设备');
    await shootBoth(page, 'instances');
  });

  await test.step('the results: six windows in the table (Shanghai midnights), two lines in the chart', async () => {
    const row = page.getByTestId('example-list').locator('.ant-table-row', { hasText: instanceName });
    await row.getByTestId('example-results').click();
    await expect(page).toHaveURL(/tab=results&example=/);
    const rows = page.getByTestId('result-list').locator('.ant-table-row');
    await expect(rows).toHaveCount(6);
    // Newest window first, shown in the instance's zone.
    await expect(rows.first().getByTestId('result-window')).toHaveText(
      `${shanghaiDate(today - DAY)} 00:00 – ${shanghaiDate(today)} 00:00`,
    );
    const values = await rows.getByTestId('result-value-cell').allInnerTexts();
    expect(values.map(Number).sort((a, b) => a - b)).toEqual([2, 4, 6, 10, 20, 30]);
    await expect(page.getByTestId('result-chart')).toHaveAttribute('data-series', '2');
    await expect(page.getByTestId('result-chart').locator('canvas').first()).toBeVisible();
    await shootBoth(page, 'results');
  });

  await test.step('a result is overridden with a note', async () => {
    const row = page
      .getByTestId('result-list')
      .locator('.ant-table-row', { hasText: meterA! })
      .filter({ has: page.getByTestId('result-value-cell').getByText('6', { exact: true }) });
    await row.getByRole('button', { name: zh('list.edit') }).click();
    const dialog = page.getByTestId('result-dialog');
    await dialog.getByTestId('result-value').fill('7');
    await dialog.getByTestId('result-note').fill('人工校正');
    await page.getByTestId('result-submit').click();
    await expect(dialog).toBeHidden();
    const corrected = page.getByTestId('result-list').locator('.ant-table-row', { hasText: '人工校正' });
    await expect(corrected.getByTestId('result-value-cell')).toHaveText('7');
  });

  await test.step('the CSV export holds the six results, the override with its note', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('result-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('statistics.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [head, ...lines] = csv.trim().split(/\r?\n/);
    expect(head).toBe(
      'exampleId,devid,windowStart,windowEnd,windowStartIso,value,samples,source,note,editedBy',
    );
    expect(lines).toHaveLength(6);
    const cells = lines.map((line) => line.split(','));
    // Oldest window first; each a Shanghai day.
    expect(Number(cells[0]![2])).toBe(firstDay);
    expect(cells.map((c) => `${c[1]}=${c[5]}`).sort()).toEqual(
      [`${meterA}=2`, `${meterA}=4`, `${meterA}=7`, `${meterB}=10`, `${meterB}=20`, `${meterB}=30`].sort(),
    );
    expect(lines.find((line) => line.includes('人工校正'))).toContain(`${meterA},`);
    expect(cells.every((c) => c[6] === '24' || c[8] === '人工校正')).toBe(true);
  });

  await test.step('a result is added by hand for a window nothing computed', async () => {
    const dialog = page.getByTestId('result-add-dialog');
    // The dialog covers the language switch: opened and photographed once per language, then filled.
    const open = async () => {
      await page.getByTestId('result-add').click();
      await expect(dialog).toBeVisible();
    };
    for (const language of ['en', 'zh'] as const) {
      await chooseLanguage(page, language);
      await open();
      await pickOption(page, dialog.getByTestId('result-add-device'), meterA!);
      await dialog.getByTestId('result-add-time').click();
      await page.keyboard.type(shanghaiDate(firstDay - DAY));
      await page.keyboard.press('Enter');
      // The exact window, in the instance's zone, before anything is saved.
      await expect(dialog.getByTestId('result-add-window')).toContainText(
        `${shanghaiDate(firstDay - DAY)} 00:00 – ${shanghaiDate(firstDay)} 00:00`,
      );
      await page.screenshot({ path: artifact(`iot-statistics-add-result-${language}.png`), fullPage: true });
      if (language === 'en') {
        await page.locator('.ant-modal-close').click();
        await expect(dialog).toBeHidden();
      }
    }
    await dialog.getByTestId('result-add-value').fill('1.5');
    await dialog.getByTestId('result-add-note').fill('补录');
    await page.getByTestId('result-add-submit').click();
    await expect(dialog).toBeHidden();
    const added = page.getByTestId('result-list').locator('.ant-table-row', { hasText: '补录' });
    await expect(added.getByTestId('result-value-cell')).toHaveText('1.5');
    await expect(added.getByTestId('result-source')).toHaveText(zh('statistics.sources.manual'));
    await expect(added.getByTestId('result-window')).toHaveText(
      `${shanghaiDate(firstDay - DAY)} 00:00 – ${shanghaiDate(firstDay)} 00:00`,
    );
  });

  await test.step('the instance is stopped from the list', async () => {
    await page.getByRole('tab', { name: zh('statistics.tabs.examples') }).click();
    const row = page.getByTestId('example-list').locator('.ant-table-row', { hasText: instanceName });
    await row.getByTestId('example-state-switch').click();
    await expect(row.getByTestId('example-state')).toHaveAttribute('data-state', 'stopped');
    await expect(row.getByTestId('example-state-switch')).toHaveAttribute('aria-checked', 'false');
  });
});
