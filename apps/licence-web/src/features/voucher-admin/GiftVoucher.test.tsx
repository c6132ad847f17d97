import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, CouponBatchView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { GiftVoucher } from './GiftVoucher';

const BATCH: CouponBatchView = {
  id: 'batch-1',
  type: 'quarter',
  validityDays: 93,
  extension: { unit: 'month', count: 3 },
  count: 10,
  issuedCount: 4,
  usedCount: 1,
  remark: 'Spring fair',
  adminName: 'keeper',
  createdAt: 1,
};

/** The gift voucher screen, signed in as an administrator holding `grants`. */
async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(
    <GiftVoucher />,
    grants,
    {
      'GET /v1/coupons/batches': page([BATCH]),
      ...routes,
    },
    { path: '/Home/GiftVoucher/GiftVoucher' },
  );
  await screen.findByText('Spring fair');
  return api;
}

const fill = async (testId: string, value: string) =>
  fireEvent.change(await screen.findByTestId(testId), { target: { value } });

describe('GiftVoucher', { timeout: 120_000 }, () => {
  it('lists batches with made / issued / used, and hides the write buttons from readers', async () => {
    await renderAsAdmin({ vouchers: 'read' });
    expect(screen.getByTestId('batch-counts-batch-1').textContent).toBe('10 / 4 / 1');
    expect(screen.queryByTestId('batch-new')).toBeNull();
    expect(screen.queryByTestId('batch-issue-batch-1')).toBeNull();
  });

  it('creates a batch issued at once to listed users', async () => {
    const api = await renderAsAdmin(
      { vouchers: 'write' },
      { 'POST /v1/coupons/batches': { data: { ...BATCH, id: 'batch-2', count: 5, issuedCount: 2 } } },
    );
    fireEvent.click(await screen.findByTestId('batch-new'));
    await fill('batch-count', '5');
    await fill('batch-remark', 'Fair');
    fireEvent.click(await screen.findByTestId('card-recipient-userIds'));
    await fill('card-recipient-list', 'u-1\nu-2');
    fireEvent.click(screen.getByTestId('batch-create-ok'));

    await waitFor(() => expect(api.callsTo('POST /v1/coupons/batches')).toHaveLength(1));
    expect(api.callsTo('POST /v1/coupons/batches')[0]?.body).toEqual({
      type: 'month',
      validityDays: 31,
      extension: { unit: 'month', count: 1 },
      count: 5,
      remark: 'Fair',
      recipients: { userIds: ['u-1', 'u-2'] },
    });
    expect(await screen.findByText('5 cards made, 2 issued.')).toBeTruthy();
  });

  it('creates one batch however often 创建 is clicked', async () => {
    const api = await renderAsAdmin(
      { vouchers: 'write' },
      { 'POST /v1/coupons/batches': { data: { ...BATCH, id: 'batch-3', count: 10, issuedCount: 0 } } },
    );
    fireEvent.click(await screen.findByTestId('batch-new'));
    const ok = await screen.findByTestId('batch-create-ok');
    fireEvent.click(ok);
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(screen.queryByTestId('batch-create-dialog')).toBeNull(), { timeout: 30_000 });
    expect(api.callsTo('POST /v1/coupons/batches')).toHaveLength(1);
  });

  it('issues cards of a batch, and says so when too few are left', async () => {
    const api = await renderAsAdmin(
      { vouchers: 'write' },
      { 'POST /v1/coupons/batches/batch-1/issue': { status: 409, code: 'COUPON_BATCH_SHORT' } },
    );
    fireEvent.click(await screen.findByTestId('batch-issue-batch-1'));
    expect((await screen.findByTestId('batch-issue-left')).textContent).toContain('6 cards of this batch');
    await fill('card-recipient-list', '8613912345678');
    fireEvent.click(screen.getByTestId('batch-issue-ok'));
    expect((await screen.findByTestId('push-send-error')).textContent).toContain(
      'The batch does not have enough cards left; nothing was issued.',
    );
    expect(api.callsTo('POST /v1/coupons/batches/batch-1/issue')[0]?.body).toEqual({
      mobiles: ['8613912345678'],
    });
  });
});
