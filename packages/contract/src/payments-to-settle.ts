import { z } from 'zod';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredTrimmedText } from './validation/text';

// Gateway payments the server could not book (issue 32 item 2): kept for an administrator of the licence
// portal (resource `orders`) to settle by hand, never dropped.

/** Why a paid gateway payment was not booked. */
export const PAYMENT_TO_SETTLE_REASONS = ['unknownOrder', 'accountClosed', 'amountDiffers'] as const;
/** A reason a payment waits to be settled. */
export type PaymentToSettleReason = (typeof PAYMENT_TO_SETTLE_REASONS)[number];

/** GET /fund_admin/payments_to_settle: `settled` false (the default) lists those still open. */
export const paymentsToSettleQuerySchema = listQuerySchema.extend({
  settled: z.preprocess(
    (value) => (value === '' || value === undefined ? 'false' : value),
    z.enum(['true', 'false'], { error: M.invalidOption }),
  ),
});

/** PUT /fund_admin/payments_to_settle/{id}: what the administrator did with the money (paid back, booked by hand). */
export const paymentSettlementSchema = fields({ note: requiredTrimmedText().max(500, M.tooLong) });
/** The settlement's body. */
export type PaymentSettlement = z.infer<typeof paymentSettlementSchema>;

/** A payment waiting for an administrator, or settled by one. */
export interface PaymentToSettleView {
  id: string;
  txnId: string;
  orderId: string;
  /** The order's owner when the order is known (the account may be deleted since). */
  userId: string | null;
  amount: number;
  currency: string;
  reason: PaymentToSettleReason;
  receivedAt: number;
  settledBy: string | null;
  settledAt: number | null;
  note: string;
}
