import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { scrollToTop, shootBothLanguages } from '../support/artifacts';
import { deviceStatusOf, startSimulator, uniqueName, waitForStatus } from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of the IoT console: a type (keeping its data 90 days) and a device made on the
// screens, the device simulator sending for it, live values, stored history (raw and a 30-day aggregate), a
// confirmed command answered by the simulator and timing out once it is gone, and the dashboard seeing the
// device offline.
// Every screen is photographed in Chinese and in English (the language switch keeps the page's state).

const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page from the top in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-${name}`, scrollToTop);

test('a device made on the screens streams data, answers commands and goes offline', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 0);
  const devtype = uniqueName('meter');
  const devid = uniqueName('m');

  await test.step('create a device type with three data points and a command', async () => {
    await page.goto('/iot/Home/DeviceTypes');
    await page.getByTestId('devtype-create').click();
    await page.getByTestId('devtype-name').fill(devtype);
    for (const point of ['voltage', 'current', 'power']) {
      await page.getByTestId('add-point').click();
      await page.getByTestId('point-name').last().fill(point);
    }
    await page.getByTestId('add-command').click();
    await page.getByTestId('command-name').fill('reboot');
    // Its devices' data kept 90 days, whatever the server keeps.
    const ninetyDays = zh('deviceTypes.retention.days_other').replace('{{count}}', '90');
    await pickOption(page, page.getByTestId('devtype-retention'), ninetyDays);
    await shootBoth(page, 'device-type-dialog');
    await page.getByTestId('devtype-save').click();
    const row = page.getByTestId('devtype-list').getByRole('row', { name: new RegExp(devtype) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('devtype-retention-cell')).toHaveText(ninetyDays);
    await shootBoth(page, 'device-types');
  });

  await test.step('a changed retention applies from a coming day, and the dialog says from when', async () => {
    const row = page.getByTestId('devtype-list').getByRole('row', { name: new RegExp(devtype) });
    const oneYear = zh('deviceTypes.retention.years_other').replace('{{count}}', '1');
    await row.getByRole('button', { name: zh('list.edit') }).click();
    await pickOption(page, page.getByTestId('devtype-retention'), oneYear);
    await page.getByTestId('devtype-save').click();
    await expect(row.getByTestId('devtype-retention-cell')).toContainText(oneYear);
    await row.getByRole('button', { name: zh('list.edit') }).click();
    await expect(page.getByTestId('devtype-retention-pending')).toContainText(oneYear);
    await shootBoth(page, 'device-type-retention-change');
  });

  let secret = '';
  await test.step('create a device of that type; its secret shows once', async () => {
    await page.goto('/iot/Home/Devices');
    await page.getByTestId('device-create').click();
    await page.getByTestId('device-id').fill(devid);
    await page.getByTestId('device-type').click();
    await page.locator(`.ant-select-item-option[title="${devtype}"]`).click();
    await page.getByTestId('device-save').click();
    await expect(page.getByTestId('secret-warning')).toHaveText(zh('secrets.warning'));
    secret = ((await page.getByTestId('secret-value').textContent()) ?? '').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await shootBoth(page, 'device-secret');
    await page.getByTestId('secret-done').click();
    await expect(page.getByTestId(`device-link-${devid}`)).toBeVisible();
    await shootBoth(page, 'devices');
  });

  await test.step('a bulk import reports each bad row, then creates the good file with its secrets', async () => {
    await page.getByTestId('device-import').click();
    const file = page.getByTestId('import-dialog').locator('input[type=file]');
    const csv = (rows: string[]) => Buffer.from(['devid,devtype,devname', ...rows].join('\n'));
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: csv([`${devid}-a,${devtype},ok`, `-bad,${devtype},x`, `${devid}-c,no_such_type,y`]),
    });
    await page.getByTestId('import-start').click();
    const report = page.getByTestId('import-errors');
    await expect(report.locator('tbody tr')).toHaveCount(2);
    await expect(report.locator('tbody tr').first()).toContainText('3');
    await shootBoth(page, 'device-import-errors');

    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: csv([`${devid}-a,${devtype},电表A`, `${devid}-b,${devtype},电表B`]),
    });
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('secret-value')).toHaveCount(2);
    await shootBoth(page, 'device-import-secrets');
    await page.getByTestId('secret-done').click();
    await expect(page.getByTestId(`device-link-${devid}-b`)).toBeVisible();
  });

  await test.step('a group holds the device', async () => {
    await page.goto('/iot/Home/DeviceGroups');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-name').fill('Floor 1');
    await page.getByTestId('group-save').click();
    await page.getByTestId('group-list').getByRole('button', { name: 'Floor 1' }).click();
    await pickOption(page, page.getByTestId('group-member-select'), devid, { exact: true });
    await page.getByTestId('group-member-add').click();
    await expect(
      page.getByTestId('group-members').getByRole('link', { name: devid, exact: true }),
    ).toBeVisible();
    await shootBoth(page, 'device-group-members');
  });

  await test.step('the device becomes a gateway of an imported device', async () => {
    await page.goto(`/iot/Home/Devices?devid=${devid}`);
    await page.getByRole('tab', { name: zh('devices.tabs.subdevs') }).click();
    await pickOption(page, page.getByTestId('subdevice-select'), `${devid}-a`);
    await page.getByTestId('subdevice-add').click();
    await expect(
      page.getByTestId('subdevices').getByRole('link', { name: `${devid}-a`, exact: true }),
    ).toBeVisible();
    await shootBoth(page, 'device-subdevices');
  });

  const simulator = await startSimulator({ devid, devtype, secret });
  try {
    await waitForStatus(page, devid, 'online');

    await test.step('the real-time page shows values within 1 s of starting', async () => {
      await page.goto(`/iot/Home/RealTime?devid=${devid}`);
      await expect(page.getByTestId('realtime-state')).toHaveText(zh('realtime.states.open'));
      const rows = page.getByTestId('live-table').locator('tbody tr.ant-table-row');
      await expect(rows).toHaveCount(0);
      await page.getByTestId('realtime-start').click();
      await expect(rows.first()).toBeVisible({ timeout: 1000 });
      await expect(page.getByTestId('realtime-chart').locator('canvas')).toBeVisible();
      await expect(page.getByTestId('live-table')).toContainText('voltage');
      // Paused, the page holds still for the photographs (rows arriving move the layout under the clicks).
      await page.getByTestId('realtime-pause').click();
      await shootBoth(page, 'realtime');
    });

    await test.step('the history page shows the stored points and a 30-day aggregate', async () => {
      await page.goto(`/iot/Home/History?devid=${devid}`);
      await page.getByTestId('history-search').click();
      const rows = page.getByTestId('history-table').locator('tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('history-chart').locator('canvas')).toBeVisible();
      await shootBoth(page, 'history');

      await page.getByTestId('history-quick-30').click();
      await page.getByTestId('history-aggregation').click();
      await page.locator(`.ant-select-item-option[title="${zh('history.aggregations.avg')}"]`).click();
      await page.getByTestId('history-search').click();
      // 30 days in about 1000 buckets at most: hourly averages.
      const aggregated = zh('history.chartAggregated')
        .replace('{{interval}}', zh('history.intervals.1h'))
        .replace('{{aggregation}}', zh('history.aggregations.avg'));
      await expect(page.getByTestId('history-chart-title')).toHaveText(aggregated);
      await expect(page.getByTestId('history-chart').locator('canvas')).toBeVisible();
      await expect(rows.first()).toBeVisible();
      await shootBoth(page, 'history-30-days-avg');
    });

    await test.step("a confirmed command returns the simulator's reply", async () => {
      await sendConfirmedCommand(page, devid, 5000);
      await expect(page.getByTestId('command-result')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('command-reply')).not.toBeEmpty();
      await shootBoth(page, 'command-reply');
    });
  } finally {
    await simulator.stop();
  }

  await test.step('with the simulator stopped a command is refused as offline, or queued on request', async () => {
    await waitForStatus(page, devid, 'offline');
    await sendConfirmedCommand(page, devid, 2000);
    await expect(page.getByTestId('command-error')).toHaveText(zh('errors.codes.DEVICE_OFFLINE'));
    await shootBoth(page, 'command-offline');
    await page.getByTestId('command-queue').check();
    await page.getByTestId('command-send').click();
    // The result names the command and the expiry time: the text before the time is fixed.
    const queued = zh('commands.queued').replace('{{cmd}}', 'reboot').split('{{')[0] ?? '';
    await expect(page.getByTestId('command-result')).toContainText(queued);
    await expect(page.getByTestId('command-history').getByTestId('command-state').first()).toHaveText(
      zh('commands.states.queued'),
    );
    await shootBoth(page, 'command-queued');
  });

  await test.step('the dashboard shows the device offline', async () => {
    await page.goto('/iot/Home/Dashboard');
    await page.getByTestId('dashboard-search').fill(devid);
    const row = page
      .getByTestId('dashboard-devices')
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: devid, exact: true }) });
    await expect(row.getByTestId('device-status')).toHaveText(zh('deviceStatus.offline'));
    expect(await deviceStatusOf(page, devid)).toBe(1);
    await shootBoth(page, 'dashboard');
  });
});

/** Opens the device's command tab and sends `reboot` confirmed, waiting up to `timeout` ms. */
async function sendConfirmedCommand(page: Page, devid: string, timeout: number): Promise<void> {
  await page.goto(`/iot/Home/Devices?devid=${devid}`);
  await page.getByRole('tab', { name: zh('devices.tabs.commands') }).click();
  await page.getByTestId('command-name').locator('input').fill('reboot');
  await page.getByTestId('command-type').getByText(zh('commands.types.confirmed'), { exact: true }).click();
  await page.getByTestId('command-timeout').fill(String(timeout));
  await page.getByTestId('command-send').click();
}
