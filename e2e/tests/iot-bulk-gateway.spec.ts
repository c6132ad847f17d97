import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { scrollToTop, shootBothLanguages } from '../support/artifacts';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// Issue 34's bulk and gateway trips: three devices chosen in the device list go into a group in one go
// ("Add to…"), the device picker lists the exact id before longer ids starting with it, and a sub-device
// moves from one gateway to another. Photographed in Chinese and English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-bulk-${name}`, scrollToTop);

/** A POST over the API as the signed-in user. */
async function post(page: Page, path: string, data: object): Promise<void> {
  const response = await page.request.post(path, { data, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
}

test('devices chosen in the list join a group in one go, and a sub-device moves to another gateway', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 0);
  const devtype = uniqueName('bulk');
  await createDeviceType(page.request, devtype);
  // Created so that newest first alone would list the exact id last among those starting with it.
  const exact = `${devtype}_1`;
  const members = [exact, `${devtype}_13`, `${devtype}_10`];
  const [gwA, gwB, sub1, sub2] = [`${devtype}_gwa`, `${devtype}_gwb`, `${devtype}_s1`, `${devtype}_s2`];
  for (const devid of [...members, gwA, gwB, sub1, sub2]) await createDevice(page.request, devid, devtype);
  await post(page, '/v1/device_groups', { name: `${devtype} floor` });
  await post(page, `/v1/gateway/${gwA}/subdevs`, { subdevs: [sub1, sub2] });

  await test.step('three devices chosen in the list are added to a group in one go', async () => {
    await page.goto('/iot/Home/Devices');
    await page.getByTestId('device-list-search').fill(devtype);
    const list = page.getByTestId('device-list');
    for (const devid of members) await expect(list.locator(`tr[data-row-key="${devid}"]`)).toBeVisible();
    for (const devid of members)
      await list.locator(`tr[data-row-key="${devid}"] .ant-checkbox-input`).check();
    await page.getByTestId('device-bulk-add').click();
    await pickOption(page, page.getByTestId('bulk-target-select'), `${devtype} floor`);
    await shootBoth(page, 'add-to-group');
    await page.getByTestId('bulk-add-ok').click();
    await expect(page.getByTestId('bulk-add-form')).toBeHidden();
    await expect(page.getByText(`已将 3 台设备添加到 ${devtype} floor。`)).toBeVisible();

    await page.goto('/iot/Home/DeviceGroups');
    await page
      .getByTestId('group-list')
      .getByRole('button', { name: `${devtype} floor` })
      .click();
    const drawer = page.getByTestId('group-members');
    for (const devid of members)
      await expect(drawer.getByRole('link', { name: devid, exact: true })).toBeVisible();
    // The member picker keeps its width when empty (a multiple select alone shrank to 44 px).
    expect((await page.getByTestId('group-member-select').boundingBox())?.width).toBeGreaterThan(300);
    await shootBoth(page, 'group-members');
  });

  await test.step('the picker lists the exact id first, then the ids that start with it', async () => {
    await page.goto(`/iot/Home/Devices?devid=${gwA}`);
    await page.getByRole('tab', { name: zh('devices.tabs.subdevs') }).click();
    await page.getByTestId('subdevice-select').click();
    await page.keyboard.type(exact);
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The exact id, then the ids starting with it (newest first): m_1, m_10, m_13 — not m_1 last.
    await expect(options).toHaveCount(3);
    const titles = await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')));
    expect(titles).toEqual([exact, `${devtype}_10`, `${devtype}_13`]);
    await page.keyboard.press('Escape');
  });

  await test.step('a chosen sub-device moves to another gateway, after a dialog that names both', async () => {
    const subdevs = page.getByTestId('subdevices');
    await expect(subdevs.getByRole('link', { name: sub2, exact: true })).toBeVisible();
    await subdevs.locator(`tr[data-row-key="${sub1}"] .ant-checkbox-input`).check();
    await page.getByTestId('subdevice-transfer').click();
    await expect(page.getByTestId('transfer-intro')).toContainText(sub1);
    await pickOption(page, page.getByTestId('transfer-to'), gwB, { exact: true });
    await shootBoth(page, 'transfer-dialog');
    await page.getByTestId('transfer-ok').click();
    await expect(page.getByTestId('transfer-form')).toBeHidden();
    await expect(subdevs.getByRole('link', { name: sub1, exact: true })).toBeHidden();
    await expect(subdevs.getByRole('link', { name: sub2, exact: true })).toBeVisible();
    await expect(page.getByText(`已将 1 个子设备转移到 ${gwB}。`)).toBeVisible();
    // The toast is in the language of the moment it came: gone before the two shots.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await shootBoth(page, 'gateway-after-transfer');

    await page.goto(`/iot/Home/Devices?devid=${gwB}`);
    await page.getByRole('tab', { name: zh('devices.tabs.subdevs') }).click();
    await expect(page.getByTestId('subdevices').getByRole('link', { name: sub1, exact: true })).toBeVisible();
  });
});
