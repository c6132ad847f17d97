import { FUND_CURRENCY, type PaymentToSettleReason, type PayOrderState } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { paymentsToSettleRepository } from './payments-to-settle.repository';
import { payOrdersRepository } from './pay-orders.repository';
import { verifySignature } from './pay-providers/signature';
import { settlePaid } from './settlement';

// What the gateway says of an order: its id, the amount and currency it took, its own transaction id.
const callbackSchema = z.object({
  orderId: z.string().min(1).max(36),
  amount: z.number().int(),
  currency: z.string().max(8),
  txnId: z.string().min(1).max(128),
  status: z.enum(['paid', 'failed']),
});

/**
 * The callback's answer: the order's state after it, or `held` for a payment kept for an administrator to
 * settle (answered 202: the gateway need not report it again).
 */
export interface CallbackOutcome {
  orderId: string;
  state: PayOrderState | 'held';
}

/**
 * The payment gateway's callbacks. Each is believed only when its HMAC-SHA256 over the raw body verifies
 * and it names a gateway order of exactly the amount and currency ordered; anything else is refused (400
 * PAYMENT_CALLBACK_INVALID) and logged, changing nothing. Callbacks may come twice or out of order:
 * - `paid` marks the order paid and books it in one transaction, from any state but paid (money the gateway
 *   took is booked even if the order was given up meanwhile); a repeat finds it paid and changes nothing;
 * - `failed` ends only a pending order, so a failure reported after the payment changes nothing.
 * A verified `paid` that cannot be booked (an unknown order, an amount other than ordered, an account closed
 * or deleted) is never dropped: it is kept as a payment to settle, logged at warn, and answered `held`.
 */
export function payCallbackService({ db, clock, config, app }: AppContext) {
  const log = app.log.child({ module: 'pay-callback' });
  const hold = async (
    callback: z.infer<typeof callbackSchema>,
    reason: PaymentToSettleReason,
    ownerId: string | null,
  ): Promise<CallbackOutcome> => {
    const kept = await paymentsToSettleRepository(db).keep({
      id: randomUUID(),
      txnId: callback.txnId,
      orderId: callback.orderId,
      ownerId,
      amount: callback.amount,
      currency: callback.currency,
      reason,
      receivedAt: clock.now(),
      settledBy: null,
      settledAt: null,
      note: '',
    });
    log.warn(
      {
        event: 'payment_to_settle',
        reason,
        orderId: callback.orderId,
        txnId: callback.txnId,
        amount: callback.amount,
        repeated: !kept,
      },
      `payment callback: a paid payment could not be booked (${reason}); kept for an administrator to settle`,
    );
    return { orderId: callback.orderId, state: 'held' };
  };
  const refuse = (reason: string, fields: Record<string, unknown> = {}): never => {
    log.warn({ event: 'pay_callback_refused', reason, ...fields }, `payment callback refused: ${reason}`);
    throw AppError.of('PAYMENT_CALLBACK_INVALID');
  };

  return {
    async handle(raw: Buffer, signature: string | undefined): Promise<CallbackOutcome> {
      const gateway = config.funds.gateway;
      if (!gateway) return refuse('no payment gateway is configured');
      if (!verifySignature(gateway.secret, raw, signature)) return refuse('signature does not verify');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse('body is not JSON');
      }
      const parsed = callbackSchema.safeParse(body);
      if (!parsed.success) return refuse('body is not a callback');
      const callback = parsed.data;
      const order = await payOrdersRepository(db).find(callback.orderId);
      const paid = callback.status === 'paid';
      if (!order || order.payType !== 'gateway') {
        if (paid) return hold(callback, 'unknownOrder', order?.ownerId ?? null);
        return refuse('no such gateway order', { orderId: callback.orderId });
      }
      if (callback.amount !== order.amount || callback.currency !== FUND_CURRENCY) {
        if (paid) return hold(callback, 'amountDiffers', order.ownerId);
        return refuse('amount or currency differs from the order', {
          orderId: order.id,
          ordered: order.amount,
          amount: callback.amount,
          currency: callback.currency,
        });
      }
      const now = clock.now();
      if (paid) {
        let settled: boolean;
        try {
          settled = await db.transaction().execute((trx) =>
            settlePaid(trx, order, ['pending', 'failed', 'cancelled'], {
              by: 'gateway',
              gatewayTxn: callback.txnId,
              now,
            }),
          );
        } catch (error) {
          // The account was closed (or its owner deleted) since the order: nothing was booked or marked.
          if (error instanceof AppError && error.code === 'FUND_ACCOUNT_NOT_OPEN')
            return hold(callback, 'accountClosed', order.ownerId);
          throw error;
        }
        if (!settled && order.gatewayTxn !== null && order.gatewayTxn !== callback.txnId) {
          // A second gateway payment of a paid order: booked once here; the payer's money needs a person.
          log.error(
            { event: 'pay_callback_second_payment', orderId: order.id, txnId: callback.txnId },
            'payment callback: a paid order was paid again',
          );
        }
      } else {
        await payOrdersRepository(db).end(order.id, 'failed', 'gateway', now);
      }
      const after = await payOrdersRepository(db).find(order.id);
      return { orderId: order.id, state: (after?.state ?? order.state) as PayOrderState };
    },
  };
}
