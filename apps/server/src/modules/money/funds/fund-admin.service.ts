import type {
  FundAccountState,
  FundAdjustment,
  FundAdminAccountView,
  FundAdminOrderView,
  FundAdminRefundView,
  FundEntryView,
  ListResult,
  RefundState,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor, type OplogText } from '../../../platform/oplog/oplog';
import { oplogRepository } from '../../../platform/oplog/oplog.repository';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { fundAdminRepository } from './fund-admin.repository';
import { bookEntry } from './ledger';
import { payOrdersRepository, type OrderFilter } from './pay-orders.repository';
import { payOrderView } from './pay-orders.service';
import type { PayProviders } from './pay-providers/pay-providers';
import { refundView, refundsService } from './refunds.service';
import { refundsRepository } from './refunds.repository';
import { settlePaid } from './settlement';

/**
 * The licence portal's administration of funds: pending transfers to confirm, refund requests to decide,
 * adjustments with a reason. Every write lands in the operation log in its own transaction; a confirmation
 * or decision is compare-and-set, so a second one answers 409 and books nothing.
 */
export function fundAdminService(context: AppContext, providers: PayProviders) {
  const { db, clock } = context;
  const orders = payOrdersRepository(db);
  const refunds = refundsService(context);
  const admin = fundAdminRepository(db);

  async function orderOf(id: string) {
    const order = await orders.find(id);
    if (!order) throw AppError.of('NOT_FOUND');
    const owner = await admin.username(order.ownerId);
    return { order, username: owner?.username ?? '' };
  }

  async function refundOf(id: string) {
    const refund = await refundsRepository(db).find(id);
    if (!refund) throw AppError.of('NOT_FOUND');
    const owner = await admin.username(refund.ownerId);
    return { refund, username: owner?.username ?? '' };
  }

  async function adminOrderView(id: string): Promise<FundAdminOrderView> {
    const { order, username } = await orderOf(id);
    return { ...payOrderView(order, providers), userId: order.ownerId, username };
  }

  async function adminRefundView(id: string): Promise<FundAdminRefundView> {
    const { refund, username } = await refundOf(id);
    return { ...refundView(refund), userId: refund.ownerId, username };
  }

  return {
    async orders(
      filter: OrderFilter & { search?: string | undefined },
    ): Promise<ListResult<FundAdminOrderView>> {
      const page = await orders.listAll(filter);
      return {
        ...page,
        result: page.result.map((row) => ({
          ...payOrderView(row, providers),
          userId: row.ownerId,
          username: row.username,
        })),
      };
    },

    /**
     * Confirms a pending transfer as received: marks it paid and books what it pays for. Gateway orders are
     * confirmed only by the gateway's signed callback; anything but a pending transfer is 409
     * PAY_ORDER_STATE_INVALID, so a second confirmation books nothing.
     */
    async confirm(actor: OplogActor, id: string): Promise<FundAdminOrderView> {
      const { order, username } = await orderOf(id);
      if (order.payType !== 'transfer' || order.state !== 'pending')
        throw AppError.of('PAY_ORDER_STATE_INVALID', { state: order.state, payType: order.payType });
      const text = oplogText('confirmedPayOrder', { orderId: id, username, amount: order.amount });
      await withOplog(db, clock, actor, text, async (trx) => {
        const settlement = { by: actor.adminName, gatewayTxn: null, now: clock.now() };
        if (!(await settlePaid(trx, order, ['pending'], settlement)))
          throw AppError.of('PAY_ORDER_STATE_INVALID', { state: 'paid', payType: order.payType });
      });
      return adminOrderView(id);
    },

    /** Cancels a pending order (the payer will not pay it); 409 PAY_ORDER_STATE_INVALID otherwise. */
    async cancel(actor: OplogActor, id: string): Promise<FundAdminOrderView> {
      const { order, username } = await orderOf(id);
      const text = oplogText('cancelledPayOrder', { orderId: id, username, amount: order.amount });
      await withOplog(db, clock, actor, text, async (trx) => {
        if (!(await payOrdersRepository(trx).end(id, 'cancelled', actor.adminName, clock.now())))
          throw AppError.of('PAY_ORDER_STATE_INVALID', { state: order.state, payType: order.payType });
      });
      return adminOrderView(id);
    },

    async refunds(
      filter: ListWindow & { state?: RefundState | undefined },
    ): Promise<ListResult<FundAdminRefundView>> {
      const page = await refundsRepository(db).listAll(filter);
      return {
        ...page,
        result: page.result.map((row) => ({
          ...refundView(row),
          userId: row.ownerId,
          username: row.username,
        })),
      };
    },

    /** Approves (books −amount, unfreezes) or rejects (unfreezes) a pending refund request. */
    async decideRefund(
      actor: OplogActor,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<FundAdminRefundView> {
      const { refund, username } = await refundOf(id);
      const values = { refundId: id, username, amount: refund.amount };
      const text = oplogText(decision === 'approve' ? 'approvedRefund' : 'rejectedRefund', values);
      await withOplog(db, clock, actor, text, (trx) =>
        refunds.decide(trx, id, decision === 'approve' ? 'approved' : 'rejected', {
          by: actor.adminName,
          note,
        }),
      );
      return adminRefundView(id);
    },

    /**
     * Credits or debits a main account with a reason, once per Idempotency-Key: a repeat answers the first
     * entry and is not logged again. 404 for a name that is not a main account.
     */
    async adjust(actor: OplogActor, input: FundAdjustment, key: string): Promise<FundEntryView> {
      const owner = await admin.mainAccountId(input.username);
      if (!owner) throw AppError.of('NOT_FOUND');
      const text = oplogText('adjustedFunds', {
        username: input.username,
        amount: input.amount,
        reason: input.reason,
      });
      return db.transaction().execute(async (trx: Db) => {
        const now = clock.now();
        const booking = await bookEntry(trx, {
          ownerId: owner.id,
          type: 'adjustment',
          amount: input.amount,
          reference: null,
          note: input.reason,
          key: `adjustment:${key}`,
          at: now,
        });
        if (!booking.replayed) await logged(trx, actor, text, now);
        return booking.entry;
      });
    },

    async accounts(
      filter: ListWindow & { search?: string | undefined },
    ): Promise<ListResult<FundAdminAccountView>> {
      const page = await admin.accounts(filter);
      return {
        ...page,
        result: page.result.map((row) => ({
          userId: row.ownerId,
          username: row.username,
          // Rows exist only for opened accounts: 'active' or 'closed'.
          state: row.state as Exclude<FundAccountState, 'unopened'>,
          balance: row.balance,
          frozen: row.frozen,
          available: row.balance - row.frozen,
          creditLimit: row.creditLimit,
          openedAt: row.openedAt,
        })),
      };
    },
  };
}

// The operation-log record of a write whose transaction is the caller's (withOplog runs its own).
async function logged(trx: Db, actor: OplogActor, text: OplogText, now: number): Promise<void> {
  await oplogRepository(trx).insert({
    ...actor,
    content: text.content.slice(0, 1024),
    textKey: text.key,
    textParams: JSON.stringify(text.params),
    createdAt: now,
  });
}
