import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact, shootBothLanguages } from '../support/artifacts';
import { text } from '../support/locales';
import { closeDialog } from '../support/overlays';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34's confusing trips of the licence-portal walk that were mended without a browser test: an uploaded
// installer never offered for download; My orders losing a pending purchase's transfer reference once the
// purchase dialog closed; the Confirm-receipt text of a renewal saying the amount goes to the balance; a stale
// second tab refused but not refreshed; a double click on Confirm receipt ending in a failure. One super
// administrator and one buyer, signed in once, serve every test of the file.

test.describe.configure({ mode: 'serial' });

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PAY_PASSWORD = '246810';
const FUNDS_PAGE = '/Home/OrderManage/OrderManage?tab=funds';
const zh = (key: string) => text('licence-web', 'zh', key);
const en = (key: string) => text('licence-web', 'en', key);

let adminContext: BrowserContext;
let admin: Page;
let buyerContext: BrowserContext;
let buyer: Page;
let buyerName = '';

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, reducedMotion } = testInfo.project.use;
  const options = { baseURL, locale, reducedMotion };
  adminContext = await browser.newContext(options);
  admin = await adminContext.newPage();
  const chief = adminName('walk');
  await createAdmin(admin.request, chief, true);
  await signInAsAdmin(admin, chief);
  buyerContext = await browser.newContext(options);
  buyer = await buyerContext.newPage();
  buyerName = (await signIn(buyer, 0)).username;
  const opened = await buyer.request.post('/v1/fund_account', {
    data: { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    headers: CSRF,
  });
  expect(opened.ok(), await opened.text()).toBe(true);
});

test.afterAll(async () => {
  await adminContext.close();
  await buyerContext.close();
});

/** The buyer's pending funds recharge by bank transfer, of `fen`; answers its pay order's id. */
async function pendingRecharge(fen: number): Promise<string> {
  const created = await buyer.request.post(`/v1/pay_order?pay_type=transfer&addition=${fen}`, {
    headers: { ...CSRF, 'Idempotency-Key': randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** The buyer's pending renewal purchase; answers the id of the pay order that pays it. */
async function pendingRenewal(): Promise<string> {
  const created = await buyer.request.post('/v1/billing/order', {
    data: { rechargeType: 'renew3m' },
    headers: CSRF,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data } = (await created.json()) as { data: { payOrder: { id: string } | null } };
  expect(data.payOrder).not.toBeNull();
  return data.payOrder?.id ?? '';
}

/** The buyer's funds balance, in fen. */
async function balance(): Promise<number> {
  const response = await buyer.request.get('/v1/fund_account');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** Opens the funds orders tab on `page` showing the one pay order `id`, and its Confirm-receipt dialog. */
async function openConfirmReceipt(page: Page, id: string): Promise<void> {
  await page.goto(FUNDS_PAGE);
  const search = page.locator(
    '[data-testid="fund-order-search"] input, input[data-testid="fund-order-search"]',
  );
  await search.fill(id);
  await search.press('Enter');
  await page.getByTestId(`fund-order-confirm-${id}`).click();
  await expect(page.getByTestId('fund-order-confirm-ok')).toBeVisible();
}

test('an installer an administrator offers is on the client-download panel, and its link downloads it', async ({
  browser,
}, testInfo) => {
  const version = `9.${Date.now() % 1000}.1`;
  const bytes = Buffer.from(`fleetkey agent ${version}`);
  const uploaded = await admin.request.post(`/v1/sys/installers?version=${version}&os=windows`, {
    headers: CSRF,
    multipart: { file: { name: 'fleetkey-agent.exe', mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = ((await uploaded.json()) as { data: { id: string } }).data;

  await admin.goto('/Home/SystemDeploy/InstallerManage');
  await admin.getByTestId(`installer-offer-${id}`).click();
  await expect(admin.getByTestId(`installer-offered-${id}`)).toBeVisible();
  await expect(admin.getByTestId(`installer-offer-${id}`)).toBeDisabled();
  await admin.screenshot({ path: artifact('installer-offered-zh.png'), fullPage: true });

  // A visitor who has not signed in finds it on the sign-in screen's client-download panel.
  const { baseURL, locale, reducedMotion } = testInfo.project.use;
  const visitorContext = await browser.newContext({ baseURL, locale, reducedMotion });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/Login');
  const openPanel = async (page: Page) => {
    if (!(await page.getByRole('dialog').isVisible())) await page.getByTestId('client-download').click();
  };
  await openPanel(visitor);
  const panel = visitor.getByRole('dialog');
  await expect(panel).toContainText(version);
  const link = panel.getByRole('link');
  await expect(link).toHaveAttribute('href', `/v1/installers/${id}/download`);
  await shootBothLanguages(visitor, 'installer-client-download', openPanel);
  const downloaded = await visitor.request.get((await link.getAttribute('href')) ?? '');
  expect(downloaded.status()).toBe(200);
  expect(Buffer.compare(await downloaded.body(), bytes)).toBe(0);
  await visitorContext.close();
});

test('My orders keeps the transfer reference of a pending purchase after the purchase dialog closes', async () => {
  await buyer.goto('/Home/Licence/Licence');
  await buyer.getByTestId('licence-purchase').click();
  await buyer.getByTestId('recharge-renew3m').click();
  await buyer.getByTestId('purchase-next').click();
  await buyer.getByTestId('terms-checkbox').click();
  await buyer.getByTestId('terms-agree').click();
  await expect(buyer.getByTestId('order-result')).toBeVisible();
  const listed = (await (await buyer.request.get('/v1/billing/order')).json()) as {
    data: {
      result: {
        id: string;
        createdAt: number;
        payOrder: { instructions: { kind: string; reference?: string } | null } | null;
      }[];
    };
  };
  const [newest] = [...listed.data.result].sort((a, b) => b.createdAt - a.createdAt);
  const reference = newest?.payOrder?.instructions?.reference ?? '';
  expect(reference).not.toBe('');
  await expect(buyer.getByTestId('payment-instructions')).toContainText(reference);
  await buyer.locator('.ant-modal-close').click();
  await expect(buyer.getByTestId('order-result')).toHaveCount(0);

  await buyer.getByTestId('tab-orders').click();
  const showInstructions = async (page: Page) => {
    if (!(await page.getByTestId('payment-instructions').isVisible())) {
      await page.getByTestId(`my-order-payment-${newest?.id ?? ''}`).click();
    }
  };
  await showInstructions(buyer);
  await expect(buyer.getByTestId('payment-instructions')).toContainText(reference);
  await shootBothLanguages(buyer, 'my-orders-transfer-reference', showInstructions);
});

/** Expects the open Confirm-receipt dialog's hint `key` (and not `other`), photographed in both languages. */
async function expectConfirmHint(key: string, other: string, stem: string): Promise<void> {
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(zh(key));
  await expect(dialog).not.toContainText(zh(other));
  await admin.screenshot({ path: artifact(`${stem}-zh.png`) });
  await chooseLanguage(admin, 'en');
  await expect(dialog).toContainText(en(key));
  await admin.screenshot({ path: artifact(`${stem}-en.png`) });
  await chooseLanguage(admin, 'zh');
  await closeDialog(admin);
}

test('Confirm receipt says a renewal pays its licence order, and a recharge goes to the balance', async () => {
  const renewal = await pendingRenewal();
  const recharge = await pendingRecharge(4321);
  await openConfirmReceipt(admin, renewal);
  await expectConfirmHint(
    'fundAdmin.confirm.renewalHint',
    'fundAdmin.confirm.hint',
    'confirm-receipt-renewal',
  );
  await openConfirmReceipt(admin, recharge);
  await expectConfirmHint(
    'fundAdmin.confirm.hint',
    'fundAdmin.confirm.renewalHint',
    'confirm-receipt-recharge',
  );
});

test('a double click on Confirm receipt confirms once and shows no failure', async () => {
  const fen = 2468;
  const recharge = await pendingRecharge(fen);
  const before = await balance();
  const confirms: string[] = [];
  const countConfirm = (request: Request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/fund_admin/orders/${recharge}/confirm`)) {
      confirms.push(request.url());
    }
  };
  admin.on('request', countConfirm);
  await openConfirmReceipt(admin, recharge);
  await admin.getByTestId('fund-order-confirm-ok').dblclick();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect(admin.getByTestId(`fund-order-confirm-${recharge}`)).toHaveCount(0);
  await expect(admin.locator('.ant-message-error, .ant-alert-error')).toHaveCount(0);
  await admin.screenshot({ path: artifact('confirm-receipt-double-click-zh.png'), fullPage: true });
  admin.off('request', countConfirm);
  expect(confirms).toHaveLength(1);
  expect(await balance()).toBe(before + fen);
});

test('a stale second tab is refused a decision made in the first, says why, and shows the list as it is', async () => {
  const applied = await buyer.request.post('/v1/apply', {
    data: { duration: 1, name: 'Stale tab line' },
    headers: CSRF,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const stale = await adminContext.newPage();
  const showPending = async (page: Page) => {
    await page.goto('/Home/PendingTrial/PendingTrial');
    const search = page.locator('[data-testid="review-search"] input, input[data-testid="review-search"]');
    await search.fill(buyerName);
    await search.press('Enter');
    const row = page.getByTestId('review-table').locator('tr[data-row-key]');
    await expect(row).toHaveCount(1);
    return (await row.getAttribute('data-row-key')) ?? '';
  };
  const applyId = await showPending(stale);
  await showPending(admin);

  // The first tab passes it; the second, still showing it pending, tries to deny it.
  await admin.getByTestId(`review-pass-${applyId}`).click();
  await admin.getByTestId('review-confirm-ok').click();
  await expect(admin.getByTestId('review-confirm-dialog')).toHaveCount(0);
  await expect(stale.getByTestId(`review-deny-${applyId}`)).toBeVisible();
  await stale.getByTestId(`review-deny-${applyId}`).click();
  await stale.getByTestId('review-confirm-ok').click();

  const refusal = stale.getByTestId('action-error');
  await expect(refusal).toHaveText(zh('errors.codes.APPLICATION_DECIDED'));
  await expect(stale.getByTestId('review-table').locator(`tr[data-row-key="${applyId}"]`)).toHaveCount(0);
  await stale.screenshot({ path: artifact('stale-tab-refused-zh.png'), fullPage: true });
  await chooseLanguage(stale, 'en');
  await expect(refusal).toHaveText(en('errors.codes.APPLICATION_DECIDED'));
  await stale.screenshot({ path: artifact('stale-tab-refused-en.png'), fullPage: true });
  await chooseLanguage(stale, 'zh');
  await stale.close();

  // The first tab's decision stands.
  const examined = await admin.request.get(`/v1/applyments/review?stage=examined&search=${buyerName}`);
  const { data } = (await examined.json()) as {
    data: { result: { id: string; examinResult: string | null }[] };
  };
  expect(data.result.find((record) => record.id === applyId)?.examinResult).toBe('passed');
});
