import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PayOrderView } from '@fleetkey/contract';
import { FakeError, renderIot } from '../../../test/render-iot';
import { RechargeDialog } from './RechargeDialog';

const ORDER: PayOrderView = {
  id: 'po1',
  orderType: 'recharge',
  payType: 'transfer',
  amount: 1999,
  currency: 'CNY',
  state: 'pending',
  invoice: '',
  note: '',
  instructions: {
    kind: 'transfer',
    bankName: 'Bank of Test',
    accountName: 'Fleetkey Ltd',
    accountNo: '6222 0000 1111',
    reference: 'FK-PO1',
  },
  createdAt: 0,
  settledAt: null,
};

describe('recharge dialog', () => {
  it('orders 19.99 yuan as 1999 fen by transfer, retries a lost answer with the same key, then shows the bank details', async () => {
    const calls: { url: URL; key: string | null }[] = [];
    const createOrder = vi.fn((url: URL, init: RequestInit | undefined) => {
      calls.push({ url, key: new Headers(init?.headers).get('idempotency-key') });
      // The first answer is lost (the server may have booked it): the retry must carry the same key.
      return calls.length === 1 ? new FakeError(503, { code: 'HTTP_503', message: 'busy' }) : ORDER;
    });
    renderIot(<RechargeDialog onClose={() => undefined} />, {
      routes: {
        'GET /v1/pay_order/providers': () => ({ payTypes: ['transfer'] }),
        'POST /v1/pay_order': createOrder,
      },
    });
    fireEvent.change(await screen.findByTestId('recharge-amount', {}, { timeout: 30_000 }), {
      target: { value: '19.99' },
    });
    fireEvent.click(screen.getByTestId('recharge-save'));
    await screen.findByTestId('recharge-failure');
    fireEvent.click(screen.getByTestId('recharge-save'));
    expect(await screen.findByTestId('pay-reference')).toHaveProperty('textContent', 'FK-PO1');
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥19.99');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url.searchParams.get('addition')).toBe('1999');
    expect(calls[0]?.url.searchParams.get('pay_type')).toBe('transfer');
    expect(calls[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('refuses an amount with more than two decimals before calling the server', async () => {
    const createOrder = vi.fn(() => ORDER);
    renderIot(<RechargeDialog onClose={() => undefined} />, {
      routes: {
        'GET /v1/pay_order/providers': () => ({ payTypes: ['transfer'] }),
        'POST /v1/pay_order': createOrder,
      },
    });
    fireEvent.change(await screen.findByTestId('recharge-amount', {}, { timeout: 30_000 }), {
      target: { value: '1.234' },
    });
    fireEvent.click(screen.getByTestId('recharge-save'));
    await waitFor(() => expect(screen.getByText(/at most two decimals/)).toBeTruthy());
    expect(createOrder).not.toHaveBeenCalled();
  });
});
