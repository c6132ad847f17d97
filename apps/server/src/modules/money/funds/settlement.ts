import type { PayOrderState } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { billingAdminRepository } from '../../licensing/billing/billing-admin.repository';
import { bookEntry } from './ledger';
import { payOrdersRepository, type PayOrderRow, type Settlement } from './pay-orders.repository';

/**
 * Marks an order paid, from one of `from`, and delivers what it pays for in the same transaction: a
 * recharge is booked to the ledger under the key `order:{id}` (so it lands once, whoever confirms and
 * however often), a renewal moves its licence-portal order to paid. False, with nothing changed, when the
 * order was in none of `from` (another confirmation came first).
 */
export async function settlePaid(
  trx: Db,
  order: PayOrderRow,
  from: readonly PayOrderState[],
  settlement: Settlement,
): Promise<boolean> {
  if (!(await payOrdersRepository(trx).markPaid(order.id, from, settlement))) return false;
  if (order.orderType === 'recharge') {
    await bookEntry(trx, {
      ownerId: order.ownerId,
      type: 'recharge',
      amount: order.amount,
      reference: order.id,
      note: order.payType,
      key: `order:${order.id}`,
      at: settlement.now,
    });
  } else if (order.billingOrderId !== null) {
    const billing = billingAdminRepository(trx);
    // Both states before payment lead to paid; whichever the order is in moves.
    if (!(await billing.move(order.billingOrderId, 'awaitingPayment', 'paid', settlement.now)))
      await billing.move(order.billingOrderId, 'contacted', 'paid', settlement.now);
  }
  return true;
}
