import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { scrollToTop, shootBothLanguages } from '../support/artifacts';
import { createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of projects (the members part): a project made on the projects screen, a device
// type and two devices added through the detail's pickers (the device picker searches the server), one
// device taken out again; the list's counts and the dashboard's project figure follow, and the dashboard's
// project filter narrows its device figures to the project's device. Photographed in Chinese and English.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-projects-${name}`, scrollToTop);

/** Creates a device of a type over the API. */
async function createDevice(request: APIRequestContext, devid: string, devtype: string): Promise<void> {
  const response = await request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a project gets a device type and two devices through the pickers, loses one, and is counted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('proj');
  const [first, second] = [`${devtype}_a`, `${devtype}_b`];
  await createDeviceType(page.request, devtype);
  await createDevice(page.request, first, devtype);
  await createDevice(page.request, second, devtype);
  const name = '一号风电场';

  await test.step('a project is created on the projects screen', async () => {
    await page.goto('/iot/Home/Projects');
    const list = page.getByTestId('project-list');
    await expect(list.getByText(zh('list.noData'))).toBeVisible();
    await page.getByTestId('project-create').click();
    // The contract's rule refuses a blank name before anything is sent.
    await page.getByTestId('project-save').click();
    await expect(page.locator('.ant-form-item-explain-error')).toBeVisible();
    await page.getByTestId('project-name').fill(name);
    await page.getByTestId('project-save').click();
    await expect(page.getByTestId('project-name')).toBeHidden();
    await expect(list.locator('tr', { hasText: name })).toBeVisible();
  });

  const detail = page.getByTestId('project-detail');
  await test.step('a device type and two devices are added through the pickers', async () => {
    await page
      .getByTestId('project-list')
      .locator('tr', { hasText: name })
      .getByTestId('project-open')
      .click();
    await expect(detail).toBeVisible();

    await pickOption(page, detail.getByTestId('project-pick-devtypes'), devtype, { exact: true });
    await detail.getByTestId('project-add-devtypes').click();
    await expect(
      detail.getByTestId('project-members-devtypes').locator('tr', { hasText: devtype }),
    ).toBeVisible();

    await detail.locator('[data-node-key="devices"]').click();
    const devices = detail.getByTestId('project-members-devices');
    for (const devid of [first, second]) {
      await pickOption(page, devices.getByTestId('project-pick-devices'), devid, { exact: true });
      await devices.getByTestId('project-add-devices').click();
      await expect(devices.locator('tr', { hasText: devid })).toBeVisible();
    }
  });

  await test.step('one device is taken out after a confirmation', async () => {
    const devices = detail.getByTestId('project-members-devices');
    await devices.getByTestId(`project-remove-${first}`).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(devices.locator('tr', { hasText: first })).toBeHidden();
    await expect(devices.locator('tr', { hasText: second })).toBeVisible();
    await expect(detail.locator('[data-node-key="devices"]')).toContainText('(1)');
    await shootBoth(page, 'detail');
  });

  await test.step('the list counts the members and the dashboard counts the project', async () => {
    await detail.locator('.ant-drawer-close').click();
    await expect(detail).toBeHidden();
    const row = page.getByTestId('project-list').locator('tr', { hasText: name });
    await expect(row.getByTestId('project-count-devtypes')).toHaveText('1');
    await expect(row.getByTestId('project-count-devices')).toHaveText('1');
    await expect(row.getByTestId('project-count-groups')).toHaveText('0');
    await shootBoth(page, 'list');

    await page.goto('/iot/Home/Dashboard');
    await expect(page.getByTestId('system-project-count')).toContainText('1');
    await expect(page.getByTestId('system-project-count')).toContainText(zh('dashboard.projectCount'));
  });

  await test.step("the dashboard's project filter narrows its device figures to the project's device", async () => {
    const table = page.getByTestId('dashboard-devices');
    await expect(table.locator('tr', { hasText: first })).toBeVisible();
    // The filter searches the projects on the server as the name is typed.
    await pickOption(page, page.getByTestId('dashboard-project-filter'), name, { exact: true });
    await expect(page.getByTestId('count-total')).toContainText('1');
    await expect(page.getByTestId('system-device-count')).toContainText('1');
    await expect(table.locator('tr', { hasText: second })).toBeVisible();
    await expect(table.locator('tr', { hasText: first })).toBeHidden();
    await expect(page.getByTestId('type-overview')).toContainText(devtype);
    await shootBoth(page, 'dashboard-filter');
  });
});
