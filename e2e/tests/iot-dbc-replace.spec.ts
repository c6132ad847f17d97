import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { uploadDbc } from '../support/dbc';
import { artifact } from '../support/artifacts';
import { uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34: a DBC uploaded again under a name in use no longer replaces the stored file silently. The screen
// asks "a file named X exists — replace it?"; declined, the stored file stays; confirmed, the new file
// replaces it. The question is photographed in Chinese and in English.

const VEHICLE_DBC = readFileSync(new URL('./fixtures/vehicle.dbc', import.meta.url));
const ENGINE_DBC = readFileSync(new URL('../../packages/can/src/fixtures/j1939-engine.dbc', import.meta.url));

/** The question asked for a name in use, in a language. */
const question = (page: Page, language: 'zh' | 'en', name: string) =>
  page
    .locator('.ant-modal-confirm')
    .filter({ hasText: text('iot-web', language, 'dbc.upload.replaceQuestion').replace('{{name}}', name) });

test('a DBC uploaded again under its name is replaced only once the user says so', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const dbc = `${uniqueName('vehicle')}.dbc`;
  const row = page.getByTestId('dbc-file-table').locator(`tr[data-row-key="${dbc}"]`);
  await page.goto('/iot/Home/Dbc');
  await uploadDbc(page, dbc, VEHICLE_DBC);
  await expect(page.getByTestId('dbc-upload-dialog')).toBeHidden();
  // vehicle.dbc: 4 messages, 10 signals.
  await expect(row.locator('td').nth(1)).toHaveText('4');
  // The upload's toast is gone before the question is photographed.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);

  await test.step('asked in Chinese, declined: the stored file stays', async () => {
    await uploadDbc(page, dbc, ENGINE_DBC);
    await expect(question(page, 'zh', dbc)).toBeVisible();
    await page.screenshot({ path: artifact('iot-dbc-replace-question-zh.png'), fullPage: true });
    await page.getByTestId('dbc-replace-cancel').click();
    await expect(question(page, 'zh', dbc)).toBeHidden();
    await page.getByTestId('dbc-upload-dialog').press('Escape');
    await expect(page.getByTestId('dbc-upload-dialog')).toBeHidden();
    await expect(row.locator('td').nth(1)).toHaveText('4');
  });

  await test.step('asked in English, confirmed: the new file replaces it', async () => {
    await chooseLanguage(page, 'en');
    await uploadDbc(page, dbc, ENGINE_DBC);
    await expect(question(page, 'en', dbc)).toBeVisible();
    await page.screenshot({ path: artifact('iot-dbc-replace-question-en.png'), fullPage: true });
    await page.getByTestId('dbc-replace-confirm').click();
    await expect(page.getByTestId('dbc-upload-dialog')).toBeHidden();
    // j1939-engine.dbc: 3 messages, 6 signals.
    await expect(row.locator('td').nth(1)).toHaveText('3');
    await expect(row.locator('td').nth(2)).toHaveText('6');
    await chooseLanguage(page, 'zh');
  });
});
