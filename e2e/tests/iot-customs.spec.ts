import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact, scrollToTop, shootBothLanguages } from '../support/artifacts';
import { connectAsDevice } from '../support/broker';
import { publishAsDevice } from '../support/device-logs';
import { createDevice, createDeviceType, uniqueName, waitForStatus } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of customs and common files: a display template set for a device type on the
// customs screen (live preview), then the device page showing the type's data with the template's labels,
// units and decimals; an image uploaded as a common file, previewed from its member URL, and a signed link
// copied that serves the image to a caller without a session; a type's command panel on the device page,
// sending its buttons' commands to a connected device. Photographed in Chinese and English.

const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-customs-${name}`, scrollToTop);

test('a display template shapes the device page; an image common file is previewed and shared by link', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 0);
  const devtype = uniqueName('pump');
  const devid = `${devtype}_1`;
  await createDeviceType(page.request, devtype, {
    mode: 'strict',
    data: [
      { name: 'temp', type: 'number', unit: 'C' },
      { name: 'rpm', type: 'integer' },
    ],
  });
  const secret = await createDevice(page.request, devid, devtype);
  await publishAsDevice({ devid, devtype, secret }, [JSON.stringify({ temp: 21.456, rpm: 1500 })]);
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/v1/devices/${devid}/data`);
      return ((await answer.json()) as { data?: { result?: unknown[] } }).data?.result?.length ?? 0;
    })
    .toBeGreaterThan(0);

  await test.step('a display template is set on the customs screen, with a live preview', async () => {
    await page.goto('/iot/Home/Customs');
    await pickOption(page, page.getByTestId('customs-devtype'), devtype, { exact: true });
    const points = page.getByTestId('template-points');
    await expect(points).toBeVisible();
    await pickOption(page, points, 'rpm', { exact: true });
    await pickOption(page, points, 'temp', { exact: true });
    await page.keyboard.press('Escape');
    await page.getByTestId('template-label-temp').fill('水温');
    await page.getByTestId('template-unit-temp').fill('°C');
    // The test id may sit on the number field's wrapper or on its input, as antd places it.
    const decimals = page.getByTestId('template-decimals-temp');
    await decimals.locator('input').or(page.locator('input[data-testid="template-decimals-temp"]')).fill('1');
    await page.getByTestId('template-label-rpm').fill('转速');
    await page.getByTestId('template-unit-rpm').fill('rpm');
    const preview = page.getByTestId('template-preview');
    await expect(preview).toContainText('水温');
    await expect(preview.getByTestId('preview-temp')).toHaveText('23.5 °C');
    await expect(preview.getByTestId('preview-rpm')).toHaveText('42 rpm');
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-saved')).toHaveText(zh('customs.saved'));
    await shootBoth(page, 'template');
  });

  await test.step('the device page shows the data with the template labels, units and decimals', async () => {
    await page.goto(`/iot/Home/Devices?devid=${devid}`);
    await page.getByRole('tab', { name: zh('devices.tabs.data') }).click();
    const table = page.getByTestId('recent-data');
    await expect(table.locator('thead th')).toContainText(['转速', '水温']);
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('1500 rpm');
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('21.5 °C');
    await expect(table).not.toContainText('21.456');
    await shootBoth(page, 'device');
  });

  await test.step('an image is uploaded, previewed, and its copied link serves it without a session', async () => {
    await page.goto('/iot/Home/CommonFiles');
    // A real image, drawn by the browser, so the preview has something to show.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const context = canvas.getContext('2d');
      if (!context) return '';
      context.fillStyle = '#52c41a';
      context.fillRect(0, 0, 160, 90);
      context.fillStyle = '#ffffff';
      context.fillRect(40, 25, 80, 40);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const files = page.getByTestId('common-files');
    await files.locator('input[type=file]').setInputFiles({
      name: 'pump-front.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await expect(files.locator('tr', { hasText: 'pump-front.png' })).toBeVisible();

    await page.getByTestId('file-preview-pump-front.png').click();
    const image = page.getByTestId('file-preview-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(160);
    await shootBoth(page, 'preview');
    await page.locator('.ant-modal-close').click();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('file-link-pump-front.png').click();
    const copied = page.locator('.ant-message-notice', { hasText: zh('commonFiles.linkCopied') });
    await expect(copied).toBeVisible();
    const url = (await copied.textContent())?.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(url).toContain('/v1/filemanager/shared/commonfile?token=');
    await shootBoth(page, 'files');

    const anonymous = await playwright.request.newContext();
    const answer = await anonymous.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    // Without the link, the member URL asks for a session.
    const memberUrl = new URL(url).origin + '/v1/customs/commonFile';
    expect((await anonymous.get(memberUrl)).status()).toBe(401);
    await anonymous.dispose();
  });
});

test("the device page shows the type's command panel and sends its buttons' commands", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('valve');
  const devid = `${devtype}_1`;
  await createDeviceType(page.request, devtype, {
    mode: 'strict',
    commands: [
      { name: 'open', cmdtype: 'unconfirmed', params: [{ name: 'percent', type: 'integer' }] },
      { name: 'close', cmdtype: 'unconfirmed' },
    ],
  });
  const secret = await createDevice(page.request, devid, devtype);
  const panel = await page.request.post('/v1/customs', {
    headers: { 'X-Requested-With': 'fleetkey' },
    data: {
      customname: 'default',
      customtype: 'commandPanel',
      apptype: 'web',
      devtype,
      value: {
        buttons: [
          { label: '全开', command: 'open', params: { percent: 100 } },
          { label: '关闭', command: 'close', confirm: true, color: '#cf1322' },
        ],
      },
    },
  });
  expect(panel.ok(), await panel.text()).toBe(true);
  // The device stays connected and records what it is sent.
  const device = await connectAsDevice(devid, secret);
  const received: string[] = [];
  device.on('message', (topic, payload) => received.push(`${topic} ${payload.toString()}`));
  await device.subscribeAsync(`dev/${devtype}/${devid}/cmd/#`);
  await waitForStatus(page, devid, 'online');

  try {
    await page.goto(`/iot/Home/Devices?devid=${devid}`);
    const shown = page.getByTestId('device-command-panel');
    await expect(shown).toContainText(zh('commandPanel.title'));
    await shown.getByTestId('command-panel-button-0').click();
    await expect(shown.getByTestId('command-result')).toHaveText(
      zh('commands.sent').replace('{{cmd}}', 'open'),
    );
    await expect.poll(() => received.join('\n')).toContain('"percent":100');

    // The button marked "ask first" sends only once confirmed.
    await shown.getByTestId('command-panel-button-1').click();
    await expect(page.locator('.ant-popconfirm:visible')).toContainText('关闭');
    // In Chinese only: switching the language would close the confirmation.
    await page.screenshot({ path: artifact('iot-customs-command-panel-confirm-zh.png'), fullPage: true });
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(shown.getByTestId('command-result')).toHaveText(
      zh('commands.sent').replace('{{cmd}}', 'close'),
    );
    await expect.poll(() => received.join('\n')).toContain('close');
    await shootBoth(page, 'command-panel');
  } finally {
    await device.endAsync();
  }
});
