import type { PayInstructions, PayType, TradeType } from '@fleetkey/contract';

/** What a provider is told of a new order. */
export interface NewPayment {
  orderId: string;
  amount: number;
  currency: string;
  tradeType: TradeType;
  /** What the payer pays for, in words the payer's statement shows. */
  subject: string;
}

/** A stored order as a provider words its instructions. */
export interface PendingPayment {
  id: string;
  tradeType: TradeType;
  payUrl: string | null;
}

/**
 * A way to pay. `start` runs when an order is made, outside any database transaction (a gateway call
 * takes time); it answers the page to send the payer to, or null when there is none (a transfer).
 * Providers never mark an order paid: only a confirmation does (an administrator, a verified callback).
 */
export interface PayProvider {
  readonly payType: PayType;
  start(payment: NewPayment): Promise<{ payUrl: string | null }>;
  instructions(order: PendingPayment): PayInstructions | null;
}
