import type { PayInstructions, PayType } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../../config';
import { AppError } from '../../../../platform/errors/app-error';
import { gatewayProvider } from './gateway';
import type { PayProvider, PendingPayment } from './pay-provider';
import { transferProvider } from './transfer';

/** The path the gateway calls back on (registered by pay-callback.routes.ts). */
export const GATEWAY_CALLBACK_PATH = '/v1/pay/callback/gateway';

/** The configured providers: transfer always, the gateway only when it is configured. */
export function payProviders(config: Config, log: FastifyBaseLogger) {
  const { funds } = config;
  const notifyUrl = config.publicUrl
    ? new URL(GATEWAY_CALLBACK_PATH, config.publicUrl).toString()
    : undefined;
  const providers: PayProvider[] = [transferProvider(funds.transfer)];
  if (funds.gateway) providers.push(gatewayProvider(funds.gateway, notifyUrl, log));
  return {
    /** What the recharge dialog may offer. */
    payTypes: (): PayType[] => providers.map((provider) => provider.payType),
    /** The provider of a pay type; 409 PAY_TYPE_UNAVAILABLE when it is not configured. */
    of(payType: string): PayProvider {
      const provider = providers.find((p) => p.payType === payType);
      if (!provider) throw AppError.of('PAY_TYPE_UNAVAILABLE', { payType });
      return provider;
    },
    /** What the payer of a pending order must do; null when its provider is no longer configured. */
    instructions(payType: string, order: PendingPayment): PayInstructions | null {
      return providers.find((p) => p.payType === payType)?.instructions(order) ?? null;
    },
  };
}

/** The configured providers. */
export type PayProviders = ReturnType<typeof payProviders>;
