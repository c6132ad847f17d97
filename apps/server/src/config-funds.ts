import { FUND_LIMITS } from '@fleetkey/contract';
import { z } from 'zod';
import { StartupError } from './startup-error';

/** The HTTP payment gateway: where orders are created, the secret both sides sign with, and the wait. */
export interface GatewayConfig {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** The funds account's settings (iot-console.md §3 Config; issue 20). */
export interface FundsConfig {
  /** What a newly opened account starts with (minor units), booked as a `grant` entry. */
  accountBalanceDefault: number;
  /** The bank account payers transfer to, shown with each transfer order. */
  transfer: { bankName: string; accountName: string; accountNo: string };
  /** Set only when both FUNDS_GATEWAY_URL and FUNDS_GATEWAY_SECRET are: otherwise only transfers are offered. */
  gateway: GatewayConfig | undefined;
}

const fundsEnvSchema = z.object({
  FUNDS_ACCOUNT_BALANCE_DEFAULT: z.coerce
    .number({ error: 'must be a whole number of minor units (fen), 0 or more' })
    .int('must be a whole number of minor units (fen), 0 or more')
    .min(0, 'must be a whole number of minor units (fen), 0 or more')
    .max(FUND_LIMITS.rechargeMax, `must be at most ${FUND_LIMITS.rechargeMax}`)
    .default(0),
  FUNDS_TRANSFER_BANK: z.string().min(1).max(128).default('Fleetkey Bank'),
  FUNDS_TRANSFER_ACCOUNT_NAME: z.string().min(1).max(128).default('Fleetkey Ltd.'),
  FUNDS_TRANSFER_ACCOUNT_NO: z.string().min(1).max(64).default('6200 0000 0000 0000'),
  FUNDS_GATEWAY_URL: z
    .string()
    .refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'must be an http(s) URL',
    )
    .optional(),
  FUNDS_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FUNDS_GATEWAY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds, 100 or more' })
    .int('must be a whole number of milliseconds, 100 or more')
    .min(100, 'must be a whole number of milliseconds, 100 or more')
    .default(10_000),
});

/**
 * Reads FUNDS_ACCOUNT_BALANCE_DEFAULT, the FUNDS_TRANSFER_* bank details and the FUNDS_GATEWAY_* settings.
 * Half a gateway (a URL without a secret, or the reverse) stops the start, naming the missing setting.
 */
export function loadFundsConfig(env: Record<string, string | undefined>): FundsConfig {
  const parsed = fundsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StartupError(String(issue?.path[0] ?? 'FUNDS'), issue?.message ?? 'invalid value');
  }
  const e = parsed.data;
  if (e.FUNDS_GATEWAY_URL !== undefined && e.FUNDS_GATEWAY_SECRET === undefined)
    throw new StartupError('FUNDS_GATEWAY_SECRET', 'is needed with FUNDS_GATEWAY_URL');
  if (e.FUNDS_GATEWAY_SECRET !== undefined && e.FUNDS_GATEWAY_URL === undefined)
    throw new StartupError('FUNDS_GATEWAY_URL', 'is needed with FUNDS_GATEWAY_SECRET');
  return {
    accountBalanceDefault: e.FUNDS_ACCOUNT_BALANCE_DEFAULT,
    transfer: {
      bankName: e.FUNDS_TRANSFER_BANK,
      accountName: e.FUNDS_TRANSFER_ACCOUNT_NAME,
      accountNo: e.FUNDS_TRANSFER_ACCOUNT_NO,
    },
    gateway:
      e.FUNDS_GATEWAY_URL !== undefined && e.FUNDS_GATEWAY_SECRET !== undefined
        ? { url: e.FUNDS_GATEWAY_URL, secret: e.FUNDS_GATEWAY_SECRET, timeoutMs: e.FUNDS_GATEWAY_TIMEOUT_MS }
        : undefined,
  };
}
