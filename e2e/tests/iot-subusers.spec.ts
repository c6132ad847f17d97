import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { artifact, scrollToTop, shootBothLanguages } from '../support/artifacts';
import { signInWithPassword } from '../support/auth';
import { uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of sub-users: the main account makes an access profile (devices read and
// control, scope one group) and a sub-user on the screens; the sub-user signs in, must change the password,
// then sees only that group's devices on the dashboard, real-time and history pages, can send a command,
// cannot delete a device (no button; a forged request is refused), and has no sub-user or billing menu.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const INITIAL = 'Start1234';
const CHOSEN = 'Chosen1234';
const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-subusers-${name}`, scrollToTop);

async function call(request: APIRequestContext, method: 'POST', url: string, data: object): Promise<unknown> {
  const response = await request.fetch(url, { method, data, headers: CSRF });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** The options a device picker offers when opened (it searches on the server). */
async function pickerOptions(page: Page, testId: string): Promise<string[]> {
  await page.getByTestId(testId).click();
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  await expect(options.first()).toBeVisible();
  const titles = await options.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  await page.keyboard.press('Escape');
  return titles;
}

test('a scoped sub-user sees its group’s devices only, sends commands and deletes nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 0);
  const devtype = uniqueName('pump');
  const group = uniqueName('LineA').slice(0, 30);
  const inside = [uniqueName('in'), uniqueName('in')];
  const outside = uniqueName('out');
  const username = uniqueName('eng').slice(0, 20);
  const profileName = uniqueName('Ops').slice(0, 30);

  await test.step('the main account has a type, three devices and a group of two (over the API)', async () => {
    await call(page.request, 'POST', '/v1/devtype', { devtype, mode: 'open' });
    for (const devid of [...inside, outside])
      await call(page.request, 'POST', '/v1/devices', { devid, devtype });
    const created = (await call(page.request, 'POST', '/v1/device_groups', { name: group })) as {
      id: string;
    };
    await call(page.request, 'POST', `/v1/device_groups/${created.id}`, { devids: inside });
  });

  await test.step('the main account makes an access profile: devices read and control, one group', async () => {
    await page.goto('/iot/Home/SubUserAccess');
    await page.getByTestId('profile-create').click();
    await page.getByTestId('profile-name').fill(profileName);
    await page.getByTestId('grant-devices-read').click();
    await page.getByTestId('grant-devices-control').click();
    await page.getByTestId('profile-scope-groups').click();
    await pickOption(page, page.getByTestId('profile-groups'), group, { exact: true });
    await page.keyboard.press('Escape');
    await shootBoth(page, 'profile-dialog');
    await page.getByTestId('profile-save').click();
    await expect(
      page.getByTestId('profile-list').getByRole('row', { name: new RegExp(profileName) }),
    ).toBeVisible();
    await shootBoth(page, 'profiles');
  });

  await test.step('the main account makes the sub-user on an initial password, wearing the profile', async () => {
    await page.goto('/iot/Home/SubUsers');
    await page.getByTestId('subuser-create').click();
    await page.getByTestId('subuser-username').fill(username);
    await page.getByTestId('subuser-name').fill('Field engineer');
    await page.getByTestId('subuser-password').fill(INITIAL);
    await page.getByTestId('subuser-profile').click();
    await page.locator(`.ant-select-item-option[title="${profileName}"]`).click();
    await shootBoth(page, 'subuser-dialog');
    await page.getByTestId('subuser-save').click();
    const row = page.getByTestId('subuser-list').getByRole('row', { name: new RegExp(username) });
    await expect(row).toContainText(profileName);
    await expect(row).toContainText(zh('subusers.initialPasswordTag'));
    await shootBoth(page, 'subusers');
  });

  const context = await browser.newContext({ locale: 'zh-CN' });
  const sub = await context.newPage();

  await test.step('the sub-user signs in, must change the password first, and signs in again', async () => {
    await sub.goto('/iot/Login');
    await signInWithPassword(sub, username, INITIAL);
    await expect(sub).toHaveURL(/\/iot\/Home\/UserCenter\?tab=security&changePassword=1$/);
    await expect(sub.getByTestId('initial-password-hint')).toBeVisible();
    await expect(sub.getByTestId('tab-info')).toHaveCount(0);
    await expect(sub.getByTestId('security-mobile')).toHaveCount(0);
    await sub.screenshot({ path: artifact('iot-subusers-must-change-zh.png') });
    await sub.getByTestId('oldPassword-input').fill(INITIAL);
    await sub.getByTestId('newPassword-input').fill(CHOSEN);
    await sub.getByTestId('confirmPassword-input').fill(CHOSEN);
    await sub.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(sub).toHaveURL(/\/iot\/Login/);
    await signInWithPassword(sub, username, CHOSEN);
    await expect(sub).toHaveURL(/\/iot\/Home\/Dashboard$/);
  });

  await test.step('the dashboard, real-time and history pages offer only the group’s devices', async () => {
    await expect(sub.getByTestId('dashboard-match-count')).toContainText('2');
    for (const devid of inside) await expect(sub.getByTestId('dashboard')).toContainText(devid);
    await expect(sub.getByTestId('dashboard')).not.toContainText(outside);
    await shootBoth(sub, 'sub-dashboard');
    await sub.goto('/iot/Home/RealTime');
    expect((await pickerOptions(sub, 'realtime-device')).sort()).toEqual([...inside].sort());
    await sub.goto('/iot/Home/History');
    expect((await pickerOptions(sub, 'history-device')).sort()).toEqual([...inside].sort());
  });

  await test.step('no sub-user, access or billing menu; those screens say no access by URL', async () => {
    for (const key of ['subUsers', 'subUserAccess', 'billing', 'deviceTypes', 'deviceGroups'])
      await expect(sub.getByTestId(`menu-${key}`)).toHaveCount(0);
    await sub.goto('/iot/Home/SubUsers');
    await expect(sub.getByTestId('no-access')).toBeVisible();
    await shootBoth(sub, 'sub-no-access');
  });

  const [first] = inside as [string, string];
  await test.step('the devices list has no create or delete; a forged delete is refused', async () => {
    await sub.goto('/iot/Home/Devices');
    await expect(sub.getByTestId(`device-link-${first}`)).toBeVisible();
    await expect(sub.getByTestId(`device-link-${outside}`)).toHaveCount(0);
    await expect(sub.getByTestId(`device-delete-${first}`)).toHaveCount(0);
    await expect(sub.getByTestId('device-create')).toHaveCount(0);
    await shootBoth(sub, 'sub-devices');
    const forged = await sub.request.delete(`/v1/devices/${first}`, { headers: CSRF });
    expect(forged.status()).toBe(403);
    const outsider = await sub.request.get(`/v1/devices/${outside}`);
    expect(outsider.status()).toBe(404);
  });

  await test.step('the sub-user sends a command (queued while the device is offline)', async () => {
    await sub.goto(`/iot/Home/Devices?devid=${first}`);
    await expect(sub.getByTestId('device-delete')).toHaveCount(0);
    await sub.getByRole('tab', { name: zh('devices.tabs.commands') }).click();
    await sub.getByTestId('command-name').locator('input').fill('reboot');
    await sub.getByTestId('command-queue').click();
    await sub.getByTestId('command-send').click();
    await expect(sub.getByTestId('command-result')).toBeVisible();
    await expect(sub.getByTestId('command-error')).toHaveCount(0);
    await shootBoth(sub, 'sub-command');
  });
  await context.close();
});
