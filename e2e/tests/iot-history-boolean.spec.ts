import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';
import { createDeviceType, uniqueName } from '../support/iot';

// Issue 34: a device's history chart plotted a boolean point as 0 and 1. It is drawn as steps on an axis
// of its own that reads 否/是 (No/Yes), and its tooltip says the words too, in either language.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const HOUR = 3_600_000;

/** Hovers the chart's plot, where its tooltip shows the values nearest the pointer. */
async function hoverPlot(page: Page): Promise<void> {
  const box = await page.getByTestId('history-chart').locator('canvas').first().boundingBox();
  if (!box) throw new Error('the chart has no canvas');
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.4);
}

test('a boolean point reads as 是/否 (Yes/No) on the history chart', async ({ page }) => {
  await signIn(page, 0);
  const devtype = uniqueName('door');
  const devid = uniqueName('d');
  // The type declares the point boolean: stored as 1/0, it reads back as true/false.
  await createDeviceType(page.request, devtype, {
    data: [
      { name: 'volts', type: 'number' },
      { name: 'doorOpen', type: 'boolean' },
    ],
  });
  const created = await page.request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(created.ok(), await created.text()).toBe(true);
  // Twelve readings over the last three days, the door open every other one and open last.
  const now = Date.now();
  const rows = Array.from({ length: 12 }, (_, i) => ({
    time: now - (11 - i) * 6 * HOUR - 60_000,
    volts: 220 + i,
    doorOpen: i % 2 === 1,
  }));
  const posted = await page.request.post(`/v1/devices/${devid}/data`, { data: rows, headers: CSRF });
  expect(posted.ok(), await posted.text()).toBe(true);

  await page.goto(`/iot/Home/History?devid=${devid}`);
  await page.getByTestId('history-search').click();
  const chart = page.getByTestId('history-chart');
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(chart).toHaveAttribute('aria-label', 'doorOpen, volts');

  // The values at the pointer: the door's as a word, the volts as a number.
  const words = (language: 'zh' | 'en') =>
    new RegExp(
      `doorOpen\\s+(${text('iot-web', language, 'values.yes')}|${text('iot-web', language, 'values.no')})volts\\s+2\\d\\d`,
    );
  await hoverPlot(page);
  await expect(chart).toContainText(words('zh'));
  await page.screenshot({ path: artifact('iot-history-boolean-zh.png') });

  await chooseLanguage(page, 'en');
  await hoverPlot(page);
  await expect(chart).toContainText(words('en'));
  await page.screenshot({ path: artifact('iot-history-boolean-en.png') });
});
