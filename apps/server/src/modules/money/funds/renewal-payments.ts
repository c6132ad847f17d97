import type { PayOrderView, PayType, TradeType } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { payOrdersRepository } from './pay-orders.repository';
import { payOrderView, payOrdersService } from './pay-orders.service';
import type { PayProviders } from './pay-providers/pay-providers';

/** A licence-portal order to pay. */
export interface RenewalOrder {
  id: string;
  userId: string;
  rechargeType: string;
  amountCents: number;
}

/**
 * The licence portal's purchases paid through pay orders of type `renewal`: the same orders, providers and
 * confirmations as recharges, so an administrator confirms a renewal's transfer on the same screen, and
 * the confirmation moves the licence-portal order to paid (settlement.ts).
 */
export function renewalPayments(context: Pick<AppContext, 'db' | 'clock'>, providers: PayProviders) {
  const orders = payOrdersService(context, providers);
  return {
    /** 409 PAY_TYPE_UNAVAILABLE unless the provider is configured (checked before anything is stored). */
    requireOffered(payType: PayType): void {
      providers.of(payType);
    },

    /** Makes the pay order of a licence-portal order (one per order: its id is the idempotency key). */
    start(order: RenewalOrder, payType: PayType, tradeType: TradeType): Promise<PayOrderView> {
      return orders.create(
        {
          ownerId: order.userId,
          orderType: 'renewal',
          payType,
          tradeType,
          amount: order.amountCents,
          invoice: '',
          note: order.rechargeType,
          billingOrderId: order.id,
        },
        `billing-${order.id}`,
        { billingOrderId: order.id },
      );
    },

    /** The newest pay order of each licence-portal order. */
    async of(billingOrderIds: readonly string[]): Promise<Map<string, PayOrderView>> {
      const rows = await payOrdersRepository(context.db).byBillingOrders(billingOrderIds);
      return new Map(rows.map((row) => [row.billingOrderId ?? '', payOrderView(row, providers)]));
    },
  };
}

/** The licence portal's payments. */
export type RenewalPayments = ReturnType<typeof renewalPayments>;
