import type { ApiClient } from '@fleetkey/api-client';
import type { FundAccountView, FundAdminOrderView, PayOrderView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';

// Funds helpers: opening an account, recharging it by transfer and confirming the transfer as an
// administrator, all through the real calls.

export const PAY_PASSWORD = '246810';

/** A fresh Idempotency-Key header. */
export const idempotent = (key: string = randomUUID()) => ({ 'Idempotency-Key': key });

/** POST /fund_account with the test payment password. */
export function openFunds(client: ApiClient, payPassword = PAY_PASSWORD): Promise<FundAccountView> {
  return client.post<FundAccountView>('/fund_account', {
    body: { payPassword, confirmPayPassword: payPassword },
  });
}

/** A transfer recharge of `amount` (minor units), pending. */
export function transferOrder(client: ApiClient, amount: number, key?: string): Promise<PayOrderView> {
  return client.post<PayOrderView>('/pay_order', {
    query: { pay_type: 'transfer', addition: amount },
    headers: idempotent(key),
  });
}

/** A gateway recharge of `amount` (minor units) paid by QR code, pending until the gateway's callback. */
export function gatewayOrder(client: ApiClient, amount: number): Promise<PayOrderView> {
  return client.post<PayOrderView>('/pay_order', {
    query: { pay_type: 'gateway', trade_type: 'qr', addition: amount },
    headers: idempotent(),
  });
}

/** An administrator confirms a transfer as received. */
export function confirmOrder(admin: ApiClient, orderId: string): Promise<FundAdminOrderView> {
  return admin.put<FundAdminOrderView>(`/fund_admin/orders/${orderId}/confirm`);
}

/** A recharge by transfer, confirmed: the account is `amount` richer. */
export async function recharge(client: ApiClient, admin: ApiClient, amount: number): Promise<PayOrderView> {
  const order = await transferOrder(client, amount);
  await confirmOrder(admin, order.id);
  return order;
}
