import { IDEMPOTENCY_KEY_HEADER, toListQueryParams } from '@fleetkey/contract';
import type {
  BillView,
  DeviceUsageView,
  FundAccountView,
  FundCodeMedium,
  FundEntryType,
  FundEntryView,
  ListResult,
  PayOrderState,
  PayOrderType,
  PayOrderView,
  PayProvidersView,
  PayType,
  RefundView,
  TradeType,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A page and a date range (epoch ms, `to` exclusive) of a funds list. */
export interface FundListQuery {
  skip?: number;
  limit?: number;
  from?: number;
  to?: number;
}

/** Filters of GET /fundflow. */
export interface FundflowFilter extends FundListQuery {
  type?: FundEntryType;
}

/** Filters of GET /tradeflow (`type` is the order state, as the spec names it). */
export interface TradeflowFilter extends FundListQuery {
  type?: PayOrderState;
}

/** What POST /pay_order asks for: `addition` in minor units, `invoice` an invoice title ('' = none). */
export interface PayOrderRequest {
  order_type?: PayOrderType;
  pay_type: PayType;
  trade_type?: TradeType;
  addition: number;
  invoice?: string;
  note?: string;
}

/** The header of a money-moving write: the same key books once however often the request is sent. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

const rangeParams = (query: FundListQuery) => ({
  ...toListQueryParams(query),
  from: query.from,
  to: query.to,
});

/** The IoT funds account (iot-console.md §7 "Funds and billing"): balance, ledger, orders, refunds, bills. */
export function fundsApi(client: ApiClient) {
  return {
    /** GET /fund_account: the account's state and balances. */
    account: () => client.get<FundAccountView>('/fund_account'),
    /** POST /fund_account: opens the account with a payment password. */
    open: (body: { payPassword: string; confirmPayPassword: string }) =>
      client.post<FundAccountView>('/fund_account', { body }),
    /** GET /fund_account/change_password_code: sends a code to the main account's mobile or e-mail. */
    sendPasswordCode: (query: { username: string; type: FundCodeMedium }) =>
      client.get<unknown>('/fund_account/change_password_code', { query: { ...query } }),
    /** PUT /fund_account: a new payment password with the code (and where the code was sent). */
    changePassword: (body: {
      code: string;
      type: FundCodeMedium;
      payPassword: string;
      confirmPayPassword: string;
    }) => client.put<FundAccountView>('/fund_account', { body }),
    /** DELETE /fund_account: closes the account (zero balance, nothing pending). */
    close: (body: { payPassword: string }, key: string) =>
      client.delete<FundAccountView>('/fund_account', { body, headers: idempotencyHeaders(key) }),
    /** GET /fund_account/refund: the account's refund requests, newest first. */
    refunds: (query: FundListQuery = {}) =>
      client.get<ListResult<RefundView>>('/fund_account/refund', { query: rangeParams(query) }),
    /** POST /fund_account/refund: asks for money back; the amount is frozen until an administrator decides. */
    requestRefund: (body: { amount: number; reason: string; payPassword: string }, key: string) =>
      client.post<RefundView>('/fund_account/refund', { body, headers: idempotencyHeaders(key) }),
    /** GET /fundflow: ledger entries, newest first. */
    flows: (query: FundflowFilter = {}) =>
      client.get<ListResult<FundEntryView>>('/fundflow', {
        query: { ...rangeParams(query), type: query.type },
      }),
    /** GET /fundflow?format=csv: every entry of the filter as a CSV file. */
    flowsCsv: (query: FundflowFilter = {}) =>
      client.getFile('/fundflow', {
        query: { type: query.type, from: query.from, to: query.to, format: 'csv' },
      }),
    /** GET /tradeflow: pay orders, newest first. */
    orders: (query: TradeflowFilter = {}) =>
      client.get<ListResult<PayOrderView>>('/tradeflow', {
        query: { ...rangeParams(query), type: query.type },
      }),
    /** GET /pay_order/providers: the payment methods on offer. */
    providers: () => client.get<PayProvidersView>('/pay_order/providers'),
    /** POST /pay_order: a pending order and what the payer must do. */
    createOrder: (query: PayOrderRequest, key: string) =>
      client.post<PayOrderView>('/pay_order', { query: { ...query }, headers: idempotencyHeaders(key) }),
    /** GET /bill: the account's bills, newest first (without lines). */
    bills: (query: { skip?: number; limit?: number } = {}) =>
      client.get<ListResult<BillView>>('/bill', { query: toListQueryParams(query) }),
    /** GET /bill?period=YYYY-MM: one month's bill with its per-device lines. */
    bill: (period: string) => client.get<BillView>('/bill', { query: { period } }),
    /** GET /devices_message: messages and points per device per day. */
    usage: (query: FundListQuery & { devid?: string }) =>
      client.get<ListResult<DeviceUsageView>>('/devices_message', {
        query: { ...rangeParams(query), devid: query.devid },
      }),
  };
}
