import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { shootBothLanguages } from '../support/artifacts';
import {
  createDeviceType,
  createNumberedDevices,
  startSimulator,
  uniqueName,
  waitForStatus,
  type SimulatedDevice,
} from '../support/iot';
import { signIn } from '../support/session';
import { pickOption } from '../support/select';

// The browser test of multicast groups: a group made on the Multicast screen with three simulated
// devices and one that is not connected; one command sent to the group comes back as three replies and
// one offline, member by member, and stays in the group's sends. Photographed in Chinese and in English.

const CSRF = { 'X-Requested-With': 'fleetkey' };

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) =>
  shootBothLanguages(page, `iot-multicast-${name}`, async () => {
    // A drawer scrolled to its buttons would hide the top of its form.
    await page.locator('.ant-drawer-body').evaluateAll((bodies) => bodies.forEach((b) => b.scrollTo(0, 0)));
  });

/** A type declaring the `setLevel` command, and four devices of it made over the API. */
async function createLamps(request: APIRequestContext, devtype: string): Promise<SimulatedDevice[]> {
  await createDeviceType(request, devtype, {
    mode: 'open',
    commands: [
      {
        name: 'setLevel',
        desc: '调光',
        cmdtype: 'confirmed',
        params: [{ name: 'level', type: 'integer' }],
      },
    ],
  });
  return createNumberedDevices(request, devtype, 4);
}

test('a command sent to a multicast group of 3 simulated devices and 1 offline shows 3 replied and 1 offline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('mc');
  const devices = await createLamps(page.request, devtype);
  const connected = devices.slice(0, 3);
  const offline = devices[3]!;
  const simulator = await startSimulator(connected, ['--rate', '0']);
  try {
    for (const device of connected) await waitForStatus(page, device.devid, 'online');

    await test.step('an empty list, then a new direct group', async () => {
      await page.goto('/iot/Home/Multicast');
      await expect(page.getByTestId('multicast-list')).toBeVisible();
      await page.getByTestId('multicast-create').click();
      await page.getByTestId('multicast-name').fill('路灯北区');
      await page.getByTestId('multicast-save').click();
      await expect(page.getByTestId('multicast-members')).toBeVisible();
    });

    await test.step('add the four devices through the device search', async () => {
      for (const device of devices) {
        await pickOption(page, page.getByTestId('multicast-member-select'), device.devid, { exact: true });
        await page.getByTestId('multicast-member-add').click();
        await expect(page.getByTestId('multicast-member-table')).toContainText(device.devid);
      }
      await expect(page.getByTestId('multicast-member-table').locator('tbody tr')).toHaveCount(4);
      await shootBoth(page, 'members');
    });

    await test.step('send setLevel to the group: three replied, one offline', async () => {
      await page.getByTestId('multicast-tabs').getByRole('tab').nth(1).click();
      await page.getByTestId('multicast-send-devtype').click();
      await page.locator('.ant-select-item-option').filter({ hasText: devtype }).first().click();
      await page.getByTestId('multicast-command-name').click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'setLevel' }).first().click();
      await page.getByTestId('multicast-command-params').fill('{"level": 3}');
      await page.getByTestId('multicast-command-send').click();
      const results = page.getByTestId('multicast-send-results');
      await expect(results.locator('[data-testid=multicast-result][data-state=replied]')).toHaveCount(3);
      await expect(results.locator('[data-testid=multicast-result][data-state=offline]')).toHaveCount(1);
      await expect(results.locator('tr', { hasText: offline.devid })).toContainText(/离线|Offline/);
      await shootBoth(page, 'sent');
    });

    await test.step('the send stays in the group’s history with its counts and members', async () => {
      await page.getByTestId('multicast-tabs').getByRole('tab').nth(2).click();
      const table = page.getByTestId('multicast-send-table');
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.getByTestId('multicast-counts').locator('[data-state=replied]')).toContainText('3');
      await table.locator('tbody tr').first().getByRole('button').click();
      await expect(
        page
          .getByTestId('multicast-send-results')
          .locator('[data-testid=multicast-result][data-state=replied]'),
      ).toHaveCount(3);
      await shootBoth(page, 'history');
    });

    await test.step('the list shows the group with its four members', async () => {
      await page.keyboard.press('Escape');
      const row = page.getByTestId('multicast-list').locator('tbody tr', { hasText: '路灯北区' });
      await expect(row).toContainText('4');
      await shootBoth(page, 'list');
    });
  } finally {
    await simulator.stop();
  }
});

test('a LoRa multicast group keeps its session keys masked', async ({ page }) => {
  await signIn(page, 0);
  const devtype = uniqueName('lora');
  const [gateway] = await createLamps(page.request, devtype);
  const response = await page.request.post('/v1/multicast', {
    data: { name: 'LoRa 阀门', kind: 'gwr', gwid: gateway!.devid },
    headers: CSRF,
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/iot/Home/Multicast');
  await page.getByTestId('multicast-open').filter({ hasText: 'LoRa 阀门' }).click();
  await page.getByTestId('multicast-tabs').getByRole('tab').last().click();
  await page.getByTestId('lora-mcAddr').fill('0A1B2C3D');
  await page.getByTestId('lora-mcAppSKey').fill('00112233445566778899aabbccddeeff');
  await page.getByTestId('lora-mcNwkSKey').fill('ffeeddccbbaa99887766554433221100');
  await page.getByTestId('lora-frequency').fill('869525000');
  await page.getByTestId('lora-dataRate').fill('3');
  await page.getByTestId('lora-save').click();
  const form = page.getByTestId('lora-form');
  await expect(form).toContainText('****eeff');
  await expect(page.getByTestId('lora-mcAppSKey')).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('00112233445566778899aabbccddeeff');
  await shootBoth(page, 'lora');
});
