import {
  RECHARGE_TYPES,
  type ListResult,
  type OrderCreate,
  type OrderState,
  type OrderView,
  type PayOrderView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import type { RenewalPayments } from '../../money/funds/renewal-payments';
import { userLogsRepository } from '../../accounts/user-logs/user-logs.repository';
import { billingAdminRepository } from './billing-admin.repository';
import { billingRepository, type OrderRow } from './billing.repository';

/**
 * An order as its owner reads it (administrators read the same, with the buyer beside it), with the pay
 * order that pays it.
 */
export function orderView(row: Omit<OrderRow, 'userId'>, payOrder: PayOrderView | null): OrderView {
  return {
    id: row.id,
    rechargeType: row.rechargeType,
    licenceId: row.licenceId,
    amountCents: row.amountCents,
    currency: row.currency,
    // Orders are written only by this service, with ORDER_STATES values.
    state: row.state as OrderState,
    // Payable while it awaits payment and its pay order says how; paid only by that order's confirmation.
    paymentAvailable: row.state === 'awaitingPayment' && payOrder?.state === 'pending',
    payOrder,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Recharge orders from the user's side. */
export function billingService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, payments: RenewalPayments) {
  return {
    async list(userId: string, query: ListWindow): Promise<ListResult<OrderView>> {
      const page = await billingRepository(db).list(userId, query);
      const paying = await payments.of(page.result.map((row) => row.id));
      return { ...page, result: page.result.map((row) => orderView(row, paying.get(row.id) ?? null)) };
    },

    /**
     * Records an order awaiting payment, with a log entry in the same transaction, then its pay order (a
     * renewal, by transfer or gateway), which says what the buyer must do. A licence named must be the
     * user's own (404 otherwise). When the pay order cannot be made (the gateway is down) the order is
     * cancelled and the error answered: nothing is left awaiting a payment nobody can make.
     */
    async order(userId: string, ip: string, input: OrderCreate): Promise<OrderView> {
      const type = RECHARGE_TYPES.find((t) => t.id === input.rechargeType);
      // The contract's schema admits only these ids; a miss means the two went out of step.
      if (!type) throw new Error(`unknown recharge type ${input.rechargeType}`);
      payments.requireOffered(input.payType);
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
      try {
        const payOrder = await payments.start(row, input.payType, input.tradeType);
        return orderView(row, payOrder);
      } catch (error) {
        await billingAdminRepository(db).move(row.id, 'awaitingPayment', 'cancelled', clock.now());
        throw error;
      }
    },
  };
}
