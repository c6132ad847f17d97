import {
  FUND_CURRENCY,
  type ListResult,
  type PayOrderQuery,
  type PayOrderState,
  type PayOrderType,
  type PayOrderView,
  type PayType,
  type TradeType,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { claimIdempotencyKey, releaseIdempotencyKey } from './idempotency';
import { ledgerRepository } from './ledger.repository';
import { payOrdersRepository, type OrderFilter, type PayOrderRow } from './pay-orders.repository';
import type { PayProviders } from './pay-providers/pay-providers';

/** A new order of any kind: what it buys, how it is paid, what for. */
export interface NewOrder {
  ownerId: string;
  orderType: PayOrderType;
  payType: PayType;
  tradeType: TradeType;
  amount: number;
  invoice: string;
  note: string;
  /** The licence-portal order a renewal pays for. */
  billingOrderId: string | null;
}

/** An order as its account reads it; instructions only while it waits for payment. */
export function payOrderView(row: PayOrderRow, providers: PayProviders): PayOrderView {
  // Orders are written only by this module, with the contract's values.
  const state = row.state as PayOrderState;
  const tradeType = row.tradeType as TradeType;
  return {
    id: row.id,
    orderType: row.orderType as PayOrderType,
    payType: row.payType as PayType,
    amount: row.amount,
    currency: FUND_CURRENCY,
    state,
    invoice: row.invoice,
    note: row.note,
    instructions:
      state === 'pending'
        ? providers.instructions(row.payType, { id: row.id, tradeType, payUrl: row.payUrl })
        : null,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}

/** Pay orders from the payer's side: making one (recharge or renewal), and the list of them. */
export function payOrdersService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, providers: PayProviders) {
  const orders = payOrdersRepository(db);

  async function viewOf(id: string): Promise<PayOrderView> {
    const row = await orders.find(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return payOrderView(row, providers);
  }

  /**
   * Makes a pending order once per Idempotency-Key and asks its provider what the payer must do. The
   * provider is asked after the order's transaction (a gateway call must not hold the database); when it
   * fails, the order is marked failed and the key released, so the payer may try again with the same key.
   * `inTransaction` runs with the order's insert (a recharge checks the account there).
   */
  async function create(
    order: NewOrder,
    key: string,
    request: unknown,
    inTransaction: (trx: Db) => Promise<void> = () => Promise.resolve(),
  ): Promise<PayOrderView> {
    const provider = providers.of(order.payType);
    const id = randomUUID();
    const now = clock.now();
    const earlier = await db.transaction().execute(async (trx) => {
      const call = { ownerId: order.ownerId, key, operation: `pay_order:${order.orderType}`, request };
      const made = await claimIdempotencyKey(trx, call, id, now);
      if (made !== null) return made;
      await inTransaction(trx);
      await payOrdersRepository(trx).insert({
        id,
        ...order,
        currency: FUND_CURRENCY,
        state: 'pending',
        payUrl: null,
        gatewayTxn: null,
        settledBy: null,
        createdAt: now,
        settledAt: null,
      });
      return null;
    });
    if (earlier !== null) return viewOf(earlier);
    try {
      const { payUrl } = await provider.start({
        orderId: id,
        amount: order.amount,
        currency: FUND_CURRENCY,
        tradeType: order.tradeType,
        subject: order.orderType,
      });
      if (payUrl !== null) await orders.setPayUrl(id, payUrl);
    } catch (error) {
      await orders.end(id, 'failed', provider.payType, clock.now());
      await releaseIdempotencyKey(db, order.ownerId, key);
      throw error;
    }
    return viewOf(id);
  }

  return {
    create,

    /** A recharge of the open account (the account row is locked while the order is made, against a close). */
    recharge(ownerId: string, query: PayOrderQuery, key: string): Promise<PayOrderView> {
      const order: NewOrder = {
        ownerId,
        orderType: 'recharge',
        payType: query.pay_type,
        tradeType: query.trade_type,
        amount: query.addition,
        invoice: query.invoice ?? '',
        note: query.note ?? '',
        billingOrderId: null,
      };
      return create(order, key, query, async (trx) => {
        const account = await ledgerRepository(trx).lock(ownerId);
        if (!account || account.state !== 'active') throw AppError.of('FUND_ACCOUNT_NOT_OPEN');
      });
    },

    async list(ownerId: string, filter: OrderFilter): Promise<ListResult<PayOrderView>> {
      const page = await orders.listOwn(ownerId, filter);
      return { ...page, result: page.result.map((row) => payOrderView(row, providers)) };
    },
  };
}
