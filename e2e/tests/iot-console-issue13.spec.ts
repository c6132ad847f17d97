import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { SessionUser } from '@fleetkey/contract';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount } from '../support/auth';
import { uniqueName } from '../support/iot';
import { chooseLanguage, signIn, STORED_USER_KEY } from '../support/session';

// The IoT console's bell (the account's messages, read in a drawer, in both languages), the devices
// toolbar at common laptop widths, and the history CSV carrying the chart's aggregation.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Bell2024x';

/** Signs a registered account in over the API and stores its user as the console does after sign-in. */
async function signInAccount(page: Page, mobile: string): Promise<void> {
  // The sign-in answers the session user (typed by the helper as its id only).
  const user = (await apiSignIn(page.request, mobile, PASSWORD)) as unknown as SessionUser;
  await page.goto('/config.json');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORED_USER_KEY,
    JSON.stringify(user),
  ] as const);
}

const badge = (page: Page) => page.getByTestId('notice-bell').locator('.ant-badge-count');

test('the bell counts unread messages; they read in a drawer in Chinese and English', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = await registerAccount(page.request, PASSWORD);
  await signInAccount(page, mobile.full);
  await page.goto('/iot/Home/Dashboard');

  // Registration left a welcome message with a trial licence: one unread.
  await expect(badge(page)).toHaveText('1', { timeout: 30_000 });
  await page.getByTestId('notice-bell').click();
  const item = page.getByTestId('notice-item');
  await expect(item).toHaveText('欢迎使用 Fleetkey');
  await page.screenshot({ path: artifact('iot-bell-popover-zh.png') });

  await item.click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer.getByTestId('message-content')).toContainText('试用授权');
  // Opening it marked it read: the badge is gone.
  await expect(badge(page)).toHaveCount(0);
  await page.screenshot({ path: artifact('iot-messages-drawer-zh.png') });

  await chooseLanguage(page, 'en');
  await expect(drawer.getByTestId('message-title')).toHaveText('Welcome to Fleetkey');
  await expect(drawer.getByTestId('message-content')).toContainText('trial licence');
  await page.screenshot({ path: artifact('iot-messages-drawer-en.png') });
});

/** Toolbar controls laid out on one row must not touch: at least `gap` px between neighbours. */
async function expectSpaced(controls: Locator, gap: number): Promise<void> {
  const boxes = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box) boxes.push(box);
  }
  expect(boxes.length).toBeGreaterThan(4);
  for (const [index, box] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      const sameRow = Math.abs(box.y - other.y) < box.height / 2;
      if (!sameRow) {
        // Different rows: no overlap vertically.
        const [upper, lower] = box.y < other.y ? [box, other] : [other, box];
        expect(lower.y).toBeGreaterThanOrEqual(upper.y + upper.height);
        continue;
      }
      const [left, right] = box.x < other.x ? [box, other] : [other, box];
      expect(right.x - (left.x + left.width)).toBeGreaterThanOrEqual(gap);
    }
  }
}

for (const width of [1280, 1440]) {
  test(`the devices toolbar keeps its controls apart at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 0);
    await page.goto('/iot/Home/Devices');
    const toolbar = page.getByTestId('list-toolbar');
    // The first screen past sign-in loads antd and the shell first: allow a busy machine its time.
    await expect(page.getByTestId('device-create')).toBeVisible({ timeout: 30_000 });
    // The search box, both filters and every button: the children of the toolbar's two groups.
    await expectSpaced(toolbar.locator(':scope > div > *'), 6);
    await page.screenshot({ path: artifact(`iot-devices-toolbar-${width}.png`) });
  });
}

test('the history CSV holds the aggregated buckets the chart shows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 0);
  const devtype = uniqueName('meter');
  const devid = uniqueName('m');
  // An open type: it takes any point (a new type is strict and takes only the points it declares).
  const type = await page.request.post('/v1/devtype', { data: { devtype, mode: 'open' }, headers: CSRF });
  expect(type.ok(), await type.text()).toBe(true);
  const created = await page.request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(created.ok()).toBe(true);
  // Four readings within the last hour or so, an hour's sum of them in a bucket.
  const now = Date.now();
  const rows = [0, 1, 2, 3].map((i) => ({ time: now - (40 - i * 10) * 60_000, volts: i + 1 }));
  const posted = await page.request.post(`/v1/devices/${devid}/data`, { data: rows, headers: CSRF });
  expect(posted.ok(), await posted.text()).toBe(true);

  await page.goto(`/iot/Home/History?devid=${devid}`);
  await page.getByTestId('history-aggregation').click();
  await page.locator('.ant-select-item-option[title="求和"]').click();
  await page.getByTestId('history-interval').click();
  await page.locator('.ant-select-item-option[title="1 小时"]').click();
  await page.getByTestId('history-search').click();
  await expect(page.getByTestId('history-chart').locator('canvas')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('history-download').click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [head, ...lines] = csv.trim().split('\r\n');
  expect(head).toBe('time,isodate,volts');
  // Buckets, not the four raw rows: their values add up to the readings' sum.
  expect(lines.length).toBeLessThan(4);
  expect(lines.map((line) => Number(line.split(',')[2])).reduce((a, b) => a + b, 0)).toBe(10);
  await page.screenshot({ path: artifact('iot-history-sum.png') });
});
