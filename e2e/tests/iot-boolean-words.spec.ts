import { expect, test } from '@playwright/test';
import { shootBothLanguages } from '../support/artifacts';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34's "booleans as 1/0": a boolean point reads as a word of the console's language (是/否, Yes/No)
// on the device's data tab and in history, through the one formatter every data table uses.

const CSRF = { 'X-Requested-With': 'fleetkey' };

test('a boolean point reads 是/否 in Chinese and Yes/No in English on the device page and in history', async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('pump');
  await createDeviceType(page.request, devtype, {
    data: [
      { name: 'power', type: 'number', unit: 'kW' },
      { name: 'running', type: 'boolean' },
    ],
  });
  const devid = uniqueName('p');
  await createDevice(page.request, devid, devtype);
  const now = Date.now();
  const stored = await page.request.post(`/v1/devices/${devid}/data?devtype=${devtype}`, {
    data: [
      { time: now - 60_000, power: 1.5, running: true },
      { time: now - 30_000, power: 0, running: false },
    ],
    headers: CSRF,
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  const words = (language: 'zh' | 'en') => [
    text('iot-web', language, 'values.yes'),
    text('iot-web', language, 'values.no'),
  ];

  await page.goto(`/iot/Home/Devices?devid=${devid}`);
  const recent = page.getByTestId('recent-data');
  for (const word of words('zh'))
    await expect(recent.getByRole('cell', { name: word, exact: true })).toBeVisible();
  await expect(recent.getByRole('cell', { name: 'true', exact: true })).toHaveCount(0);
  await shootBothLanguages(page, 'iot-boolean-device-data');

  await page.goto(`/iot/Home/History?devid=${devid}`);
  await page.getByTestId('history-search').click();
  const history = page.getByTestId('history-table');
  for (const word of words('zh'))
    await expect(history.getByRole('cell', { name: word, exact: true })).toBeVisible();
  await chooseLanguage(page, 'en');
  for (const word of words('en'))
    await expect(history.getByRole('cell', { name: word, exact: true })).toBeVisible();
  await chooseLanguage(page, 'zh');
  await shootBothLanguages(page, 'iot-boolean-history');
});
