import {
  canMoveOrder,
  type ListResult,
  type OrderAdminListQuery,
  type OrderAdminView,
  type OrderState,
  type PayOrderView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import type { RenewalPayments } from '../../money/funds/renewal-payments';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { billingAdminRepository, type AdminOrderRow } from './billing-admin.repository';
import { orderView } from './billing.service';

function toAdminView(row: AdminOrderRow, payOrder: PayOrderView | null): OrderAdminView {
  return {
    ...orderView(row, payOrder),
    userId: row.userId,
    username: row.username,
    userMobile: row.userMobile ?? '',
    licenceNo: row.licenceNo,
  };
}

/**
 * Orders from the administrators' side. Payment is confirmed on the order's pay order (/fund_admin/orders),
 * which moves the order to paid; besides, an administrator records how the sale goes on by moving the order
 * (contacted, paid, fulfilled, or cancelled), each move in the operation log; the buyer reads the state on
 * their own order list.
 */
export function billingAdminService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  payments: RenewalPayments,
) {
  const withPayment = async (row: AdminOrderRow) =>
    toAdminView(row, (await payments.of([row.id])).get(row.id) ?? null);
  return {
    async list(query: OrderAdminListQuery): Promise<ListResult<OrderAdminView>> {
      const page = await billingAdminRepository(db).list(query);
      const paying = await payments.of(page.result.map((row) => row.id));
      return { ...page, result: page.result.map((row) => toAdminView(row, paying.get(row.id) ?? null)) };
    },

    /**
     * 404 for an unknown order; 409 ORDER_STATE_INVALID for a move the flow does not allow, and
     * ORDER_PAID_THROUGH_PAYMENT for "paid" while the order's payment has not been paid.
     */
    async move(actor: OplogActor, id: string, to: OrderState): Promise<OrderAdminView> {
      const order = await billingAdminRepository(db).find(id);
      if (!order) throw AppError.of('NOT_FOUND');
      const from = order.state as OrderState;
      if (!canMoveOrder(from, to)) throw AppError.of('ORDER_STATE_INVALID', { from, to });
      // An order with a payment is paid when its payment is (settlement.ts moves it): one truth of whether the
      // money came, never an order marked paid beside a payment still awaiting it.
      const payment = (await payments.of([id])).get(id);
      if (to === 'paid' && payment && payment.state !== 'paid') {
        throw AppError.of('ORDER_PAID_THROUGH_PAYMENT', {
          paymentId: payment.id,
          paymentState: payment.state,
        });
      }
      const text = oplogText('movedOrder', { orderId: id, username: order.username, from, to });
      await withOplog(db, clock, actor, text, async (trx) => {
        // Another administrator's move since the read: refuse rather than skip a step of the flow.
        if (!(await billingAdminRepository(trx).move(id, from, to, clock.now()))) {
          throw AppError.of('ORDER_STATE_INVALID', { from, to });
        }
      });
      const moved = await billingAdminRepository(db).find(id);
      if (!moved) throw AppError.of('NOT_FOUND');
      return withPayment(moved);
    },
  };
}
