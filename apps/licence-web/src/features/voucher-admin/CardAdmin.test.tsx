import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponAdminView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { CardAdmin } from './CardAdmin';

const CARD: CouponAdminView = {
  id: 'card-1',
  type: 'month',
  status: 'expired',
  extension: { unit: 'month', count: 1 },
  validityDays: 31,
  validUntil: Date.UTC(2025, 0, 31),
  source: 'admin',
  batchId: 'batch-1',
  owner: { id: 'u-1', username: 'u8613912345678', name: 'Li Lei', mobile: '8613912345678' },
  issuedAt: Date.UTC(2024, 11, 31),
  usedAt: null,
  usedLicenceId: null,
  createdAt: Date.UTC(2024, 11, 30),
};

describe('CardAdmin', { timeout: 120_000 }, () => {
  it('lists a batch’s cards from its link, orders them on the server, and drops the batch filter', async () => {
    const api = fakeApi({ 'GET /v1/coupons/admin': page([CARD]) });
    renderLicence(<CardAdmin />, { fetch: api.fetch, path: '/Home/CardVoucher/CardVoucher?batchId=batch-1' });
    const table = await screen.findByTestId('card-admin-table');
    expect((await within(table).findByTestId('card-owner')).textContent).toContain('Li Lei');
    expect(within(table).getByTestId('card-status').textContent).toBe('Expired');
    const first = api.callsTo('GET /v1/coupons/admin')[0]?.url.searchParams;
    expect(first?.get('batchId')).toBe('batch-1');
    expect(first?.get('sort')).toBe('createdAt');

    fireEvent.click(within(table).getAllByText('Valid until')[0] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('GET /v1/coupons/admin').at(-1)?.url.searchParams.get('sort')).toBe('validUntil'),
    );

    fireEvent.click(within(screen.getByTestId('card-batch-filter')).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/coupons/admin').at(-1)?.url.searchParams.has('batchId')).toBe(false),
    );
  });
});
