import { expect, test } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 13's purchase dead end and placeholder links: an administrator sets the sales contact and the help
// link on the system config screen; a user's order then names that contact instead of "Not set"; the
// administrator moves the order along its flow on the Orders screen, and the user sees the new state.

const CSRF = { 'X-Requested-With': 'fleetkey' };

test('the sales contact set on the config screen reaches the buyer, and the Orders screen moves an order', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const chief = adminName('chief');
  const adminContext = await browser.newContext({ locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  // A super administrator: every resource, the new `orders` one included.
  await createAdmin(admin.request, chief, true);
  await signInAsAdmin(admin, chief);
  const sales = `Sales desk ${Date.now().toString(36)}`;

  await test.step('the administrator sets the sales contact on the system config screen', async () => {
    await admin.goto('/Home/SystemconfigAdmin/SystemConfig');
    const form = admin.getByTestId('links-form');
    await form.scrollIntoViewIfNeeded();
    await admin.getByTestId('links-salesContact').fill(sales);
    await admin.getByTestId('links-save').click();
    await expect
      .poll(
        async () =>
          ((await (await admin.request.get('/v1/site/links')).json()) as { data: { salesContact?: string } })
            .data.salesContact,
      )
      .toBe(sales);
    await form.screenshot({ path: artifact('orders-links-form-zh.png') });
  });

  let orderId = '';
  await test.step('a user orders a renewal; the order names the configured sales contact', async () => {
    await signIn(page, 0);
    const created = await page.request.post('/v1/billing/order', {
      data: { rechargeType: 'renew3m' },
      headers: CSRF,
    });
    expect(created.ok(), await created.text()).toBe(true);
    orderId = ((await created.json()) as { data: { id: string } }).data.id;
    await page.goto('/Home/Licence/Licence');
    await page.getByTestId('tab-orders').click();
    await expect(page.getByTestId('order-contact').first()).toContainText(sales);
    await page.screenshot({ path: artifact('orders-user-contact-zh.png'), fullPage: true });
  });

  await test.step('the order is paid by confirming its payment on the Payments tab, not by a move', async () => {
    await admin.goto('/Home/OrderManage/OrderManage');
    const row = admin.getByTestId(`order-state-${orderId}`).locator('xpath=ancestor::tr');
    await expect(row.getByTestId(`order-paid-by-payment-${orderId}`)).toBeVisible();
    await expect(row.getByTestId('order-move-paid')).toHaveCount(0);
    const listed = (await (await admin.request.get(`/v1/billing/admin/orders?search=${orderId}`)).json()) as {
      data: { result: { id: string; payOrder: { id: string } | null }[] };
    };
    const paymentId = listed.data.result.find((order) => order.id === orderId)?.payOrder?.id ?? '';
    await admin.getByTestId('order-tab-funds').click();
    await admin.getByTestId(`fund-order-confirm-${paymentId}`).click();
    await admin.getByTestId('fund-order-confirm-ok').click();
    await expect(admin.getByTestId(`fund-order-confirm-${paymentId}`)).toHaveCount(0);
    const moved = await admin.request.get(`/v1/billing/admin/orders?search=${orderId}`);
    expect(moved.ok()).toBe(true);
    await expect
      .poll(async () => {
        const answer = (await (await page.request.get('/v1/billing/order')).json()) as {
          data: { result: { id: string; state: string }[] };
        };
        return answer.data.result.find((order) => order.id === orderId)?.state;
      })
      .toBe('paid');
    await admin.getByTestId('order-tab-licences').click();
    await expect(admin.getByTestId(`order-state-${orderId}`)).toHaveText(
      text('licence-web', 'zh', 'licences.orders.states.paid'),
    );
    await admin.screenshot({ path: artifact('orders-admin-zh.png'), fullPage: true });
  });
  await adminContext.close();
});
