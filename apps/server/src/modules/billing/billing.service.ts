import {
  RECHARGE_TYPES,
  type ListResult,
  type OrderCreate,
  type OrderState,
  type OrderView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { ListWindow } from '../../db/paging';
import { AppError } from '../../platform/errors/app-error';
import { userLogsRepository } from '../user-logs/user-logs.repository';
import { billingRepository, type OrderRow } from './billing.repository';

/** An order as its owner reads it (administrators read the same, with the buyer beside it). */
export function orderView(row: Omit<OrderRow, 'userId'>): OrderView {
  return {
    id: row.id,
    rechargeType: row.rechargeType,
    licenceId: row.licenceId,
    amountCents: row.amountCents,
    currency: row.currency,
    // Orders are written only by this service, with ORDER_STATES values.
    state: row.state as OrderState,
    // No payment provider is integrated, so no order can be paid here; the screen says so.
    paymentAvailable: false,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Recharge orders from the user's side. */
export function billingService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async list(userId: string, query: ListWindow): Promise<ListResult<OrderView>> {
      const page = await billingRepository(db).list(userId, query);
      return { ...page, result: page.result.map(orderView) };
    },

    /**
     * Records an order awaiting payment (never paid: there is no provider to take the money), with a log
     * entry in the same transaction. A licence named must be the user's own (404 otherwise).
     */
    async order(userId: string, ip: string, input: OrderCreate): Promise<OrderView> {
      const type = RECHARGE_TYPES.find((t) => t.id === input.rechargeType);
      // The contract's schema admits only these ids; a miss means the two went out of step.
      if (!type) throw new Error(`unknown recharge type ${input.rechargeType}`);
      const now = clock.now();
      const row: OrderRow = {
        id: randomUUID(),
        userId,
        rechargeType: type.id,
        licenceId: input.licenceId ?? null,
        amountCents: type.amountCents,
        currency: type.currency,
        state: 'awaitingPayment',
        createdAt: now,
        updatedAt: now,
      };
      await db.transaction().execute(async (trx) => {
        const orders = billingRepository(trx);
        const licenceNo = row.licenceId === null ? null : await orders.ownLicenceNo(userId, row.licenceId);
        if (licenceNo === undefined) throw AppError.of('NOT_FOUND');
        await orders.insert(row);
        await userLogsRepository(trx).insert({
          userId,
          ip,
          content: `ordered ${type.id}${licenceNo ? ` for licence ${licenceNo}` : ''}, awaiting payment`,
          text: licenceNo
            ? { key: 'orderedRechargeForLicence', params: { rechargeType: type.id, licenceNo } }
            : { key: 'orderedRecharge', params: { rechargeType: type.id } },
          createdAt: now,
        });
      });
      return orderView(row);
    },
  };
}
