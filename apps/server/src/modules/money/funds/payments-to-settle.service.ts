import type {
  ListResult,
  PaymentSettlement,
  PaymentToSettleReason,
  PaymentToSettleView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { paymentsToSettleRepository, type PaymentToSettleRow } from './payments-to-settle.repository';

function view(row: PaymentToSettleRow): PaymentToSettleView {
  return {
    id: row.id,
    txnId: row.txnId,
    orderId: row.orderId,
    userId: row.ownerId,
    amount: row.amount,
    currency: row.currency,
    // Written only by the payment callback, with PAYMENT_TO_SETTLE_REASONS values.
    reason: row.reason as PaymentToSettleReason,
    receivedAt: row.receivedAt,
    settledBy: row.settledBy,
    settledAt: row.settledAt,
    note: row.note,
  };
}

/**
 * Gateway payments the callback could not book, for administrators: listed open or settled, and marked
 * settled with what was done (paid back, booked by hand), once, in the operation log.
 */
export function paymentsToSettleService({ db, clock }: AppContext) {
  const payments = paymentsToSettleRepository(db);
  return {
    async list(filter: ListWindow & { settled: boolean }): Promise<ListResult<PaymentToSettleView>> {
      const page = await payments.list(filter);
      return { ...page, result: page.result.map(view) };
    },

    /** 404 for an unknown id; 409 CONFLICT when it is settled already. */
    async settle(actor: OplogActor, id: string, input: PaymentSettlement): Promise<PaymentToSettleView> {
      const row = await payments.find(id);
      if (!row) throw AppError.of('NOT_FOUND');
      const text = oplogText('settledPayment', { txnId: row.txnId, amount: row.amount, note: input.note });
      await withOplog(db, clock, actor, text, async (trx) => {
        const settlement = { by: actor.adminName, note: input.note, now: clock.now() };
        if (!(await paymentsToSettleRepository(trx).settle(id, settlement)))
          throw AppError.of('CONFLICT', { settledAt: row.settledAt });
      });
      const after = await payments.find(id);
      return view(after ?? row);
    },
  };
}
