import { toListQueryParams } from '@fleetkey/contract';
import type {
  FundAdminAccountView,
  FundAdminOrderView,
  FundAdminRefundView,
  FundEntryView,
  ListResult,
  PaymentToSettleView,
  PayOrderState,
  RefundState,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import { idempotencyHeaders } from './funds';

/** A page of one of the administrators' funds lists. */
interface AdminPage {
  skip?: number;
  limit?: number;
}

/** Funds administration (licence portal, resource `orders`): transfers to confirm, refunds, adjustments. */
export function fundAdminApi(client: ApiClient) {
  return {
    /** GET /fund_admin/orders: pay orders of every account, of one state or matching a buyer. */
    orders: (query: AdminPage & { state?: PayOrderState; search?: string } = {}) =>
      client.get<ListResult<FundAdminOrderView>>('/fund_admin/orders', {
        query: { ...toListQueryParams(query), state: query.state, search: query.search },
      }),
    /** PUT /fund_admin/orders/{id}/confirm|cancel: receipt of a transfer confirmed (booked), or the order cancelled. */
    decideOrder: (id: string, decision: 'confirm' | 'cancel') =>
      client.put<FundAdminOrderView>(`/fund_admin/orders/${encodeURIComponent(id)}/${decision}`),
    /** GET /fund_admin/refunds: refund requests of every account. */
    refunds: (query: AdminPage & { state?: RefundState } = {}) =>
      client.get<ListResult<FundAdminRefundView>>('/fund_admin/refunds', {
        query: { ...toListQueryParams(query), state: query.state },
      }),
    /** PUT /fund_admin/refunds/{id}/approve|reject with the administrator's note. */
    decideRefund: (id: string, decision: 'approve' | 'reject', note: string) =>
      client.put<FundAdminRefundView>(`/fund_admin/refunds/${encodeURIComponent(id)}/${decision}`, {
        body: { note },
      }),
    /** POST /fund_admin/adjustments: credits (> 0) or debits (< 0) an account, with a reason. */
    adjust: (body: { username: string; amount: number; reason: string }, key: string) =>
      client.post<FundEntryView>('/fund_admin/adjustments', { body, headers: idempotencyHeaders(key) }),
    /** GET /fund_admin/payments_to_settle: gateway payments that could not be booked, open or settled. */
    paymentsToSettle: (query: AdminPage & { settled?: boolean } = {}) =>
      client.get<ListResult<PaymentToSettleView>>('/fund_admin/payments_to_settle', {
        query: { ...toListQueryParams(query), settled: query.settled ? 'true' : 'false' },
      }),
    /** PUT /fund_admin/payments_to_settle/{id}: marks one settled, saying what was done with the money. */
    settlePayment: (id: string, note: string) =>
      client.put<PaymentToSettleView>(`/fund_admin/payments_to_settle/${encodeURIComponent(id)}`, {
        body: { note },
      }),
    /** GET /fund_admin/accounts: every funds account with its balances. */
    accounts: (query: AdminPage & { search?: string } = {}) =>
      client.get<ListResult<FundAdminAccountView>>('/fund_admin/accounts', {
        query: { ...toListQueryParams(query), search: query.search },
      }),
  };
}
