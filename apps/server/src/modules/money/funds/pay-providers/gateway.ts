import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../../../../config-funds';
import { AppError } from '../../../../platform/errors/app-error';
import type { PayProvider } from './pay-provider';
import { SIGNATURE_HEADER, signBody } from './signature';

// The gateway's answer to a new order: where to send the payer.
const startAnswer = z.object({
  payUrl: z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
});

/**
 * An HTTP payment gateway (README "Funds"). A new order is POSTed as signed JSON — orderId, amount,
 * currency, tradeType, subject and, when PUBLIC_URL is set, the notifyUrl of the callback — and the gateway
 * answers `{ payUrl }`. Whether the payer paid arrives later, only through the signed callback. A gateway
 * that is down, slow past the timeout or answers anything else refuses the order (502 PAY_GATEWAY_FAILED):
 * the payer is never shown a page that does not exist.
 */
export function gatewayProvider(
  config: GatewayConfig,
  notifyUrl: string | undefined,
  log: FastifyBaseLogger,
): PayProvider {
  return {
    payType: 'gateway',
    async start(payment) {
      const body = JSON.stringify({ ...payment, notifyUrl });
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(config.secret, body) },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
        const answer = startAnswer.safeParse(await response.json());
        if (!answer.success) throw new Error('answered without a payUrl');
        return { payUrl: answer.data.payUrl };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(
          { event: 'pay_gateway_failed', orderId: payment.orderId, reason },
          `payment gateway: ${reason}`,
        );
        throw AppError.of('PAY_GATEWAY_FAILED');
      }
    },
    instructions: (order) =>
      order.payUrl === null ? null : { kind: 'gateway', tradeType: order.tradeType, payUrl: order.payUrl },
  };
}
