import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { artifact, scrollToTop, shootBothLanguages } from '../support/artifacts';
import { connectAsDevice } from '../support/broker';
import { createDevice, createDeviceType, uniqueName, waitForStatus } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34: a raw (hex) command is sent from the device page's form, checked as it is typed, with the bytes
// it sends shown; to an offline device it waits in the queue and goes out when the device is back. And the
// firmware Update to "all devices of the type" (the default) asks first, naming how many devices it
// reaches. Photographed in Chinese and English.

const zh = (key: string) => text('iot-web', 'zh', key);
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-raw-${name}`, scrollToTop);

test('a raw hex command is checked, shows its bytes, reaches the device, and waits for an offline one', async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('raw');
  await createDeviceType(page.request, devtype, {
    commands: [{ name: 'frame', cmdtype: 'unconfirmed', params: [] }],
  });
  const devid = `${devtype}_1`;
  const secret = await createDevice(page.request, devid, devtype);
  const connect = async () => {
    const client = await connectAsDevice(devid, secret);
    client.on('message', (topic, payload) => received.push(`${topic} ${payload.toString('hex')}`));
    await client.subscribeAsync(`dev/${devtype}/${devid}/cmd/#`, { qos: 1 });
    return client;
  };
  const received: string[] = [];
  let device = await connect();
  await waitForStatus(page, devid, 'online');

  try {
    const form = page.getByTestId('raw-command-form');
    await test.step('data that is not hex is told at the field, and nothing goes', async () => {
      await page.goto(`/iot/Home/Devices?devid=${devid}`);
      await page.getByRole('tab', { name: zh('devices.tabs.commands') }).click();
      await form.getByTestId('raw-command-name').locator('input').fill('frame');
      await form.getByTestId('raw-command-data').fill('0a0');
      await form.getByTestId('raw-command-send').click();
      await expect(form.locator('.ant-form-item-explain-error')).toContainText('十六进制');
      await expect(form.getByTestId('raw-command-preview')).toBeHidden();
      await page.screenshot({ path: artifact('iot-raw-not-hex-zh.png'), fullPage: true });
      // The message shown follows a language switch (it once stayed in Chinese).
      await chooseLanguage(page, 'en');
      await expect(form.locator('.ant-form-item-explain-error')).toContainText('hexadecimal');
      await page.screenshot({ path: artifact('iot-raw-not-hex-en.png'), fullPage: true });
      await chooseLanguage(page, 'zh');
    });

    await test.step('hex as pasted shows its bytes and topic, and the device receives exactly them', async () => {
      await form.getByTestId('raw-command-data').fill('01 FF 7a');
      await expect(form.getByTestId('raw-command-preview')).toContainText(
        `dev/${devtype}/${devid}/cmd/frame`,
      );
      await expect(form.getByTestId('raw-command-preview')).toContainText('01 ff 7a');
      await form.getByTestId('raw-command-send').click();
      await expect(form.getByTestId('command-result')).toHaveText(
        zh('commands.sent').replace('{{cmd}}', 'frame'),
      );
      await expect.poll(() => received).toEqual([`dev/${devtype}/${devid}/cmd/frame 01ff7a`]);
      await shootBoth(page, 'sent');
    });

    await test.step('to an offline device it is queued, and goes out when the device is back', async () => {
      await device.endAsync();
      await waitForStatus(page, devid, 'offline');
      await form.getByTestId('raw-command-data').fill('0a0b');
      await form.getByTestId('raw-command-send').click();
      await expect(form.getByTestId('raw-command-error')).toBeVisible();
      await form.getByTestId('raw-command-queue').check();
      await form.getByTestId('raw-command-send').click();
      await expect(form.getByTestId('command-result')).toContainText('frame');
      await expect(form.getByTestId('command-result')).toHaveClass(/ant-alert-info/);
      await shootBoth(page, 'queued');
      device = await connect();
      await device.publishAsync(`dev/${devtype}/${devid}/status`, 'online', { qos: 1 });
      await expect.poll(() => received).toContain(`dev/${devtype}/${devid}/cmd/frame 0a0b`);
    });
  } finally {
    await device.endAsync();
  }
});

test('the firmware Update to every device of the type asks first, naming how many it reaches', async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('fwall');
  await createDeviceType(page.request, devtype);
  for (const n of [1, 2, 3]) await createDevice(page.request, `${devtype}_${n}`, devtype);
  await page.goto(`/iot/Home/Firmware?devtype=${devtype}`);
  await page.getByTestId('firmware-upload-button').click();
  const upload = page.getByTestId('firmware-upload-dialog');
  await page.getByTestId('firmware-version-input').fill('2.0.0');
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'fw-2.0.0.bin', mimeType: 'application/octet-stream', buffer: randomBytes(4096) });
  await page.getByTestId('firmware-upload-submit').click();
  await expect(upload).toBeHidden();

  const rollouts = async () => {
    const response = await page.request.get(`/v1/ota/rollouts?devtype=${devtype}`);
    return ((await response.json()) as { data: { totalCount: number } }).data.totalCount;
  };
  const dialog = page.getByTestId('firmware-notify-dialog');
  const confirm = page.locator('.ant-modal-confirm');
  for (const language of ['zh', 'en'] as const) {
    await test.step(`in ${language}: the default target asks first, naming 3 devices; Cancel starts nothing`, async () => {
      await chooseLanguage(page, language);
      const row = page.getByTestId('firmware-table').locator('tr[data-row-key="2.0.0"]');
      await row.getByTestId('firmware-notify-button').click();
      await expect(dialog).toBeVisible();
      await page.getByTestId('firmware-notify-submit').click();
      await expect(confirm).toContainText(language === 'zh' ? '全部 3 台设备' : 'All 3 devices');
      await page.screenshot({ path: artifact(`iot-raw-firmware-confirm-all-${language}.png`) });
      // Cancel comes first among the confirmation's buttons (antd's own text).
      await confirm.locator('.ant-modal-confirm-btns .ant-btn').first().click();
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      expect(await rollouts()).toBe(0);
      // Closed by its own close button: Escape reaches the dialog only once the confirmation has handed the focus
      // back; pressed before that it went to the page and closed nothing (twice on 30 Nov 2026, once in CI).
      await page.locator('.ant-modal', { has: dialog }).locator('.ant-modal-close').click();
      await expect(dialog).toBeHidden();
    });
  }
  await test.step('confirming starts the one rollout', async () => {
    const row = page.getByTestId('firmware-table').locator('tr[data-row-key="2.0.0"]');
    await row.getByTestId('firmware-notify-button').click();
    await page.getByTestId('firmware-notify-submit').click();
    await page.getByTestId('firmware-notify-confirm-all').click();
    await expect(dialog).toBeHidden();
    await expect.poll(rollouts).toBe(1);
    await chooseLanguage(page, 'zh');
  });
});

test('a rule applied to two devices makes one rule each, and a gateway command reaches its sub-devices', async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('rcp');
  await createDeviceType(page.request, devtype, {
    data: [{ name: 'temp', type: 'number' }],
    commands: [{ name: 'wake', cmdtype: 'unconfirmed', params: [] }],
  });
  const gwid = `${devtype}_gw`;
  const gwSecret = await createDevice(page.request, gwid, devtype);
  const subs = [`${devtype}_1`, `${devtype}_2`];
  for (const devid of subs) await createDevice(page.request, devid, devtype);
  const CSRF = { 'X-Requested-With': 'fleetkey' };
  const attached = await page.request.post(`/v1/gateway/${gwid}/subdevs`, {
    data: { subdevs: subs },
    headers: CSRF,
  });
  expect(attached.ok(), await attached.text()).toBe(true);
  const ruleName = uniqueName('hot');
  const created = await page.request.post('/v1/rules', {
    data: {
      name: ruleName,
      targets: { devtype },
      trigger: { kind: 'telemetry', point: 'temp', operator: '>', value: 80 },
    },
    headers: CSRF,
  });
  expect(created.ok(), await created.text()).toBe(true);

  await test.step('Apply to devices makes one rule per device in one batch', async () => {
    await page.goto('/iot/Home/Rules');
    const row = page.getByTestId('rule-list').getByRole('row').filter({ hasText: ruleName });
    await row.getByTestId('rule-copy').click();
    const dialog = page.getByTestId('rule-copy-dialog');
    await expect(dialog).toBeVisible();
    for (const devid of subs) await pickOption(page, dialog.getByTestId('rule-copy-devices'), devid);
    await page.keyboard.press('Escape');
    await expect(dialog.getByTestId('rule-copy-names')).toContainText(`${ruleName} · ${subs[1]}`);
    await shootBothLanguages(page, 'iot-raw-rule-copy');
    await page.getByTestId('rule-copy-submit').click();
    await expect(dialog).toBeHidden();
    for (const devid of subs)
      await expect(page.getByTestId('rule-list')).toContainText(`${ruleName} · ${devid}`);
  });

  const gateway = await connectAsDevice(gwid, gwSecret);
  try {
    const heard: string[] = [];
    gateway.on('message', (topic) => heard.push(topic));
    // A gateway may listen on its sub-devices' topics (not on a wildcard over the type).
    await gateway.subscribeAsync(
      subs.map((devid) => `dev/${devtype}/${devid}/cmd/#`),
      { qos: 1 },
    );
    await waitForStatus(page, gwid, 'online');
    await test.step("the Multicast screen sends to a gateway's sub-devices, relayed to each", async () => {
      await page.goto('/iot/Home/Multicast');
      await page.getByTestId('gateway-send-open').click();
      const dialog = page.getByTestId('gateway-send-dialog');
      await pickOption(page, dialog.getByTestId('gateway-send-gateway'), gwid);
      await dialog.getByText(zh('multicast.gatewaySend.modes.gwr')).click();
      await dialog.getByTestId('gateway-send-cmd').locator('input').fill('wake');
      await page.getByTestId('gateway-send-submit').click();
      await expect(page.getByTestId('gateway-send-result')).toContainText(subs[0]!);
      await expect.poll(() => heard.sort()).toEqual(subs.map((devid) => `dev/${devtype}/${devid}/cmd/wake`));
      await shootBothLanguages(page, 'iot-raw-gateway-send');
    });
  } finally {
    await gateway.endAsync();
  }
});
