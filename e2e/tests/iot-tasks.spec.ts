import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { shootBothLanguages } from '../support/artifacts';
import {
  createDeviceType,
  createNumberedDevices,
  startSimulator,
  uniqueName,
  type SimulatedDevice,
} from '../support/iot';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// The browser test of scheduled tasks: the cron helper of the task form lists the next five run
// times of an expression (a minute apart for `* * * * *`, weekdays at 09:00 in the chosen zone for
// `0 9 * * 1-5`); a one-time task due already sends a confirmed command to 3 simulated devices once
// started, and its history shows the 3 replies. Photographed in Chinese and in English.

const DEVICES = 3;
const zh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-tasks-${name}`);

/** A strict device type declaring the confirmed command `reboot`, and its devices, over the API. */
async function createFleet(request: APIRequestContext, devtype: string): Promise<SimulatedDevice[]> {
  await createDeviceType(request, devtype, {
    commands: [{ name: 'reboot', desc: '重启', cmdtype: 'confirmed' }],
  });
  return createNumberedDevices(request, devtype, DEVICES);
}

/** Fills the form's command part: the type, its declared command, and every device. */
async function fillCommand(page: Page, dialog: Locator, devices: readonly SimulatedDevice[]): Promise<void> {
  await pickOption(page, dialog.getByTestId('task-command-devtype'), devices[0]!.devtype);
  await pickOption(page, dialog.getByTestId('task-cmd'), 'reboot');
  // The declared command is confirmed: choosing it sets the mode.
  await expect(dialog.getByTestId('task-cmdtype').locator('.ant-radio-button-wrapper-checked')).toHaveText(
    zh('commands.types.confirmed'),
  );
  const picker = dialog.getByTestId('firmware-notify-devices');
  await picker.click();
  for (const { devid } of devices)
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${devid}"]`).click();
  await page.keyboard.press('Escape');
  await expect(picker.locator('.ant-select-selection-item')).toHaveCount(devices.length);
}

/** The epoch ms of the cron helper's listed run times, in order. */
async function listedRuns(dialog: Locator): Promise<number[]> {
  const list = dialog.getByTestId('cron-next-runs');
  await expect(list.locator('li')).toHaveCount(5);
  return (await list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-at')))).map(
    Number,
  );
}

test('the cron helper lists the next runs, and a one-time task sends a confirmed command to 3 devices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 0);
  const devtype = uniqueName('task');
  const devices = await createFleet(page.request, devtype);
  const simulator = await startSimulator(devices, ['--rate', '1']);
  const list = page.getByTestId('task-list');
  const dialog = page.getByTestId('task-dialog');
  try {
    await test.step('the cron helper lists five times a minute apart, then weekdays at 09:00 in Shanghai', async () => {
      await page.goto('/iot/Home/Tasks');
      await expect(list).toBeVisible();
      await page.getByTestId('task-create').click();
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('task-name').fill('每分钟重启');
      await fillCommand(page, dialog, devices);

      await dialog.getByTestId('cron-preset-everyMinute').click();
      await expect(dialog.getByTestId('task-cron')).toHaveValue('* * * * *');
      // The list may still show the runs of the cron before for a moment: wait for a minute's gaps.
      const gaps = async () => {
        const runs = await listedRuns(dialog);
        return runs.slice(1).map((ms, i) => ms - runs[i]!);
      };
      await expect.poll(gaps).toEqual([60_000, 60_000, 60_000, 60_000]);
      const minutes = await listedRuns(dialog);
      expect(minutes[0]! - Date.now()).toBeLessThanOrEqual(60_000 + 15_000);
      expect(minutes.slice(1).map((ms, i) => ms - minutes[i]!)).toEqual([60_000, 60_000, 60_000, 60_000]);

      await pickOption(page, dialog.getByTestId('task-timezone'), 'Asia/Shanghai');
      await dialog.getByTestId('task-cron').fill('0 9 * * 1-5');
      await expect(dialog.getByTestId('cron-preset-weekdaysAt9')).toHaveClass(/ant-btn-primary/);
      // Shanghai keeps UTC+8 all year.
      const shanghaiTimes = async () =>
        (await listedRuns(dialog)).map((ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16));
      await expect.poll(shanghaiTimes).toEqual(['09:00', '09:00', '09:00', '09:00', '09:00']);
      const weekdays = await listedRuns(dialog);
      for (const [i, ms] of weekdays.entries()) {
        const shanghai = new Date(ms + 8 * 3_600_000);
        expect([1, 2, 3, 4, 5]).toContain(shanghai.getUTCDay());
        expect([shanghai.getUTCHours(), shanghai.getUTCMinutes()]).toEqual([9, 0]);
        if (i > 0) expect(ms).toBeGreaterThan(weekdays[i - 1]!);
      }
      await expect(dialog.getByTestId('cron-next-runs').locator('li').first()).toContainText('09:00');
      await dialog.getByTestId('cron-next-runs').scrollIntoViewIfNeeded();
      await shootBoth(page, 'cron-helper');

      await page.getByTestId('task-submit').click();
      await expect(dialog).toBeHidden();
      const row = list.locator('tr', { hasText: '每分钟重启' });
      await expect(row.getByTestId('task-state')).toHaveAttribute('data-state', 'idle');
      await expect(row.getByTestId('task-schedule')).toContainText('0 9 * * 1-5');
    });

    await test.step('a one-time task already due sends the confirmed command once started', async () => {
      await page.getByTestId('task-create').click();
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('task-name').fill('立即重启');
      await fillCommand(page, dialog, devices);
      await dialog.getByTestId('task-schedule-kind').getByText(zh('tasks.scheduleKinds.once')).click();
      // A minute ago in the browser's zone (the schedule's default): past due, so it runs once started.
      const past = await page.evaluate(() => {
        const d = new Date(Date.now() - 60_000);
        const p = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
      });
      const at = dialog.getByTestId('task-at');
      await at.click();
      await at.fill(past);
      await at.press('Enter');
      await expect(at).toHaveValue(past);
      await page.getByTestId('task-submit').click();
      await expect(dialog).toBeHidden();

      const row = list.locator('tr', { hasText: '立即重启' });
      await expect(row.getByTestId('task-state')).toHaveAttribute('data-state', 'idle');
      await row.getByTestId('task-start').click();
      await expect(row.getByTestId('task-state')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
      await expect(row.getByTestId('run-count-replied')).toHaveAttribute('data-count', String(DEVICES));
      await shootBoth(page, 'list');
    });

    await test.step('its history shows the run with 3 replied devices', async () => {
      await list.locator('tr', { hasText: '立即重启' }).getByTestId('task-open').click();
      const detail = page.getByTestId('task-detail');
      await expect(detail.getByTestId('task-runs').getByTestId('run-state')).toHaveAttribute(
        'data-state',
        'done',
      );
      const results = detail.getByTestId('run-results-table');
      await expect(results.getByTestId('result-state')).toHaveCount(DEVICES);
      for (const { devid } of devices) {
        const result = results.locator(`tr[data-row-key="${devid}"]`);
        await expect(result.getByTestId('result-state')).toHaveAttribute('data-state', 'replied');
        await expect(result.getByRole('link', { name: devid })).toHaveAttribute(
          'href',
          `/iot/Home/Devices?devid=${devid}`,
        );
      }
      await shootBoth(page, 'history');
    });
  } finally {
    await simulator.stop();
  }
});
