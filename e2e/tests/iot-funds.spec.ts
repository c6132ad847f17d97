import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact, shootBothLanguages } from '../support/artifacts';
import { uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 20's browser test of the funds account: a user opens the account and recharges by bank transfer; an
// administrator confirms the transfer on the licence portal's Orders screen; the balance and the flows show
// it. A device's messages make a bill once the month is closed (the test-only close route, as of an instant in
// the next month). A refund is requested and approved by the administrator. Photographed in both languages.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PAY_PASSWORD = '246810';
const iotZh = (key: string) => text('iot-web', 'zh', key);

/** Screenshots the page in Chinese, then in English, and returns to Chinese. */
const shootBoth = (page: Page, name: string) => shootBothLanguages(page, `iot-funds-${name}`);

interface FundAccount {
  balance: number;
  frozen: number;
  refundable: number;
  /** The zone of the account's days and months: its bills are months there, not in UTC. */
  timeZone: string;
}

/** The account's balances and zone as GET /fund_account answers them. */
async function accountOf(page: Page): Promise<FundAccount> {
  const response = await page.request.get('/v1/fund_account');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: FundAccount }).data;
}

/** The year and month (1–12) an instant falls in, in a zone. */
function monthIn(ms: number, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * The bill period of now in the account's zone, and an instant past that month's end in every zone (noon UTC
 * on the first of the next month). Near a month's end the zone's month and UTC's differ: CI found it at
 * 16:00 UTC on 30 November, already December in Asia/Shanghai.
 */
function closingOf(timeZone: string): { period: string; closeAt: number } {
  const { year, month } = monthIn(Date.now(), timeZone);
  return { period: `${year}-${String(month).padStart(2, '0')}`, closeAt: Date.UTC(year, month, 1, 12) };
}

test('opens a funds account, recharges by confirmed transfer, sees a closed month’s bill, and is refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 0);
  const chief = adminName('funds');
  const adminContext = await browser.newContext({ locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  await createAdmin(admin.request, chief, true);
  await signInAsAdmin(admin, chief);
  // What a new account starts with (configuration accountBalanceDefault), read once it is open.
  let grant = 0;

  await test.step('the user opens the account with a payment password typed twice', async () => {
    await page.goto('/iot/Home/Billing');
    await expect(page.getByTestId('fund-unopened')).toBeVisible();
    await shootBoth(page, 'unopened');
    await page.getByTestId('fund-open').click();
    await page.getByTestId('fund-open-password').fill(PAY_PASSWORD);
    await page.getByTestId('fund-open-confirm').fill('135790');
    await page.getByTestId('fund-open-save').click();
    // The two passwords differ: the form says so and nothing is sent.
    await expect(page.getByRole('dialog').locator('.ant-form-item-explain-error')).toBeVisible();
    await page.getByTestId('fund-open-confirm').fill(PAY_PASSWORD);
    await page.getByTestId('fund-open-save').click();
    await expect(page.getByTestId('fund-balance-card')).toBeVisible();
    await expect(page.getByTestId('fund-state')).toHaveText(iotZh('funds.states.active'));
    grant = (await accountOf(page)).balance;
  });

  let reference = '';
  await test.step('a recharge of ¥123.45 by transfer shows the bank details and the reference to quote', async () => {
    await page.getByTestId('fund-recharge').click();
    await page.getByTestId('recharge-amount').fill('123.45');
    await page.getByTestId('recharge-invoice').fill('Fleetkey Test Co.');
    await page.getByTestId('recharge-save').click();
    await expect(page.getByTestId('pay-instructions-transfer')).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥123.45');
    reference = (await page.getByTestId('pay-reference').textContent()) ?? '';
    expect(reference).not.toBe('');
    await shootBoth(page, 'transfer-instructions');
    await page.getByTestId('recharge-done').click();
    await page.getByTestId('fund-tab-orders').click();
    await expect(page.getByTestId('fund-orders')).toContainText(iotZh('funds.orderStates.pending'));
    expect((await accountOf(page)).balance).toBe(grant);
  });

  await test.step('the administrator confirms the transfer on the Orders screen', async () => {
    await admin.goto('/Home/OrderManage/OrderManage?tab=funds');
    const row = admin.getByTestId('fund-order-table').locator('tr', { hasText: reference });
    await expect(row).toBeVisible();
    await admin.screenshot({ path: artifact('iot-funds-admin-pending-zh.png'), fullPage: true });
    await row.getByRole('button', { name: text('licence-web', 'zh', 'fundAdmin.confirmReceipt') }).click();
    await expect(admin.getByRole('dialog')).toContainText('¥123.45');
    await admin.screenshot({ path: artifact('iot-funds-admin-confirm-zh.png') });
    await admin.getByTestId('fund-order-confirm-ok').click();
    await expect(admin.getByRole('dialog')).toBeHidden();
    await expect(admin.getByTestId('fund-order-table')).not.toContainText(reference);
  });

  await test.step('the balance and the flows show the recharge', async () => {
    await page.reload();
    await expect(page.getByTestId('fund-balance')).toContainText(money(grant + 12345));
    const flows = page.getByTestId('fund-flows');
    await expect(flows).toContainText(iotZh('funds.entryTypes.recharge'));
    await expect(flows).toContainText('+¥123.45');
    await shootBoth(page, 'balance');
  });

  const devtype = uniqueName('meter');
  const devid = `${devtype}_1`;
  await test.step('a device’s messages make a bill once the month is closed', async () => {
    // An open type: it takes any point (a new type is strict and takes only the points it declares).
    const type = await page.request.post('/v1/devtype', { data: { devtype, mode: 'open' }, headers: CSRF });
    expect(type.ok(), await type.text()).toBe(true);
    const created = await page.request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
    expect(created.ok(), await created.text()).toBe(true);
    const now = Date.now();
    const rows = [0, 1, 2].map((i) => ({ time: now - (3 - i) * 1000, temperature: 20 + i }));
    const sent = await page.request.post(`/v1/devices/${devid}/data`, { data: rows, headers: CSRF });
    expect(sent.ok(), await sent.text()).toBe(true);
    // The meter adds its counts in batches; the test-only flush adds them now rather than after its tick.
    const flushed = await page.request.post('/v1/testing/funds/flush-usage', { headers: CSRF });
    expect(flushed.ok(), await flushed.text()).toBe(true);
    const { period, closeAt } = closingOf((await accountOf(page)).timeZone);
    const closed = await page.request.post('/v1/testing/funds/close-months', {
      data: { at: closeAt },
      headers: CSRF,
    });
    expect(closed.ok(), await closed.text()).toBe(true);
    await page.goto('/iot/Home/Bills');
    const table = page.getByTestId('bills-table');
    const closedBill = table.getByTestId(new RegExp(`^bill-view-${period}-(paid|unpaid)$`));
    await expect(closedBill).toBeVisible();
    await closedBill.click();
    const detail = page.getByTestId('bill-detail');
    await expect(detail.getByTestId('bill-lines')).toContainText(devid);
    await expect(detail.getByTestId('bill-usage-chart').locator('canvas')).toBeVisible();
    await shootBoth(page, 'bill');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: artifact('iot-funds-bill-print-zh.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  let refundId = '';
  await test.step('a refund request freezes the amount until the administrator approves it', async () => {
    await page.goto('/iot/Home/Billing');
    await page.getByTestId('fund-refund').click();
    await page.getByTestId('refund-amount').fill('20');
    await page.getByTestId('refund-reason').fill('Project finished');
    await page.getByTestId('refund-password').fill(PAY_PASSWORD);
    await page.getByTestId('refund-save').click();
    await expect(page.getByTestId('fund-frozen')).toContainText('¥20.00');
    await page.getByTestId('fund-tab-refunds').click();
    const pending = page.getByTestId('fund-refunds').getByText(iotZh('funds.refundStates.pending'));
    await expect(pending).toBeVisible();
    refundId = ((await pending.getAttribute('data-testid')) ?? '').replace('fund-refund-state-', '');
    await shootBoth(page, 'refund-pending');

    await admin.goto('/Home/OrderManage/OrderManage?tab=refunds');
    await admin.getByTestId(`fund-refund-approve-${refundId}`).click();
    await admin.getByTestId('refund-decision-note').fill('Paid back to the bank account');
    await admin.screenshot({ path: artifact('iot-funds-admin-refund-zh.png') });
    await admin.getByTestId('refund-decision-ok').click();
    await expect(admin.getByTestId(`fund-refund-approve-${refundId}`)).toBeHidden();

    await page.reload();
    await page.getByTestId('fund-tab-refunds').click();
    await expect(page.getByTestId(`fund-refund-state-${refundId}`)).toHaveText(
      iotZh('funds.refundStates.approved'),
    );
    await expect(page.getByTestId('fund-frozen')).toContainText('¥0.00');
    await page.getByTestId('fund-tab-flows').click();
    await expect(page.getByTestId('fund-flows')).toContainText('-¥20.00');
    await shootBoth(page, 'refunded');
  });
  await adminContext.close();
});

/** Fen as the console writes them (web-kit's formatFen), for expectations. */
function money(fen: number): string {
  const digits = String(Math.abs(fen)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 ? '-' : ''}¥${whole}.${digits.slice(-2)}`;
}
