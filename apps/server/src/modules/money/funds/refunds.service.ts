import type { ListResult, RefundRequest, RefundState, RefundView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { fundAccountsRepository } from './fund-accounts.repository';
import { fundAccountsService } from './fund-accounts.service';
import { claimIdempotencyKey } from './idempotency';
import { bookEntry } from './ledger';
import { ledgerRepository } from './ledger.repository';
import { checkPayPassword } from './pay-password';
import { refundsRepository, type RefundRow } from './refunds.repository';

/** A refund request as its account reads it. */
export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    // Requests are written only by this service, with REFUND_STATES values.
    state: row.state as RefundState,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** The administrator deciding, and why. */
export interface RefundDecision {
  by: string;
  note: string;
}

/**
 * Refund requests. A request freezes its amount at once (the account's `frozen`, in the request's
 * transaction), so the money cannot be spent while an administrator decides; approving books a `refund`
 * entry of −amount and unfreezes, rejecting only unfreezes. What may be asked back is the money recharged,
 * less what was refunded or is pending, and never more than is available.
 */
export function refundsService(context: AppContext) {
  const { db, clock } = context;
  const refunds = refundsRepository(db);

  async function viewOf(id: string): Promise<RefundView> {
    const row = await refunds.find(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return refundView(row);
  }

  /** Decides a pending request in the caller's transaction; 409 REFUND_STATE_INVALID when decided already. */
  async function decide(
    trx: Db,
    id: string,
    state: 'approved' | 'rejected',
    decision: RefundDecision,
  ): Promise<RefundRow> {
    const row = await refundsRepository(trx).find(id);
    if (!row) throw AppError.of('NOT_FOUND');
    const now = clock.now();
    // The account is locked first, so the unfreeze and the booking see the balance no one else is moving.
    await ledgerRepository(trx).lock(row.ownerId);
    if (!(await refundsRepository(trx).decide(id, { state, ...decision, now }))) {
      throw AppError.of('REFUND_STATE_INVALID', { state: row.state });
    }
    await ledgerRepository(trx).addFrozen(row.ownerId, -row.amount, now);
    if (state === 'approved') {
      await bookEntry(trx, {
        ownerId: row.ownerId,
        type: 'refund',
        amount: -row.amount,
        reference: row.id,
        note: row.reason,
        key: `refund:${row.id}`,
        at: now,
      });
    }
    return row;
  }

  return {
    decide,

    async list(ownerId: string, window: ListWindow): Promise<ListResult<RefundView>> {
      const page = await refunds.listOwn(ownerId, window);
      return { ...page, result: page.result.map(refundView) };
    },

    /**
     * Asks for a refund with the payment password, once per Idempotency-Key. 409 REFUND_TOO_LARGE with
     * `data.refundable` when the amount exceeds what may be asked back.
     */
    async request(ownerId: string, input: RefundRequest, key: string): Promise<RefundView> {
      const account = await fundAccountsService(context).openAccount(ownerId);
      await checkPayPassword(db, clock, account, input.payPassword);
      const id = randomUUID();
      const now = clock.now();
      const made = await db.transaction().execute(async (trx) => {
        const call = {
          ownerId,
          key,
          operation: 'refund',
          request: { amount: input.amount, reason: input.reason },
        };
        const earlier = await claimIdempotencyKey(trx, call, id, now);
        if (earlier !== null) return earlier;
        const locked = await ledgerRepository(trx).lock(ownerId);
        if (!locked || locked.state !== 'active') throw AppError.of('FUND_ACCOUNT_NOT_OPEN');
        const totals = await fundAccountsRepository(trx).refundTotals(ownerId);
        const refundable = Math.max(
          0,
          Math.min(totals.recharged - totals.refunded - totals.pending, locked.balance - locked.frozen),
        );
        if (input.amount > refundable) throw AppError.of('REFUND_TOO_LARGE', { refundable });
        await refundsRepository(trx).insert({
          id,
          ownerId,
          amount: input.amount,
          reason: input.reason,
          state: 'pending',
          decisionNote: '',
          decidedBy: null,
          createdAt: now,
          decidedAt: null,
        });
        await ledgerRepository(trx).addFrozen(ownerId, input.amount, now);
        return id;
      });
      return viewOf(made);
    },
  };
}
