import {
  ARREARS_POLICIES,
  isTimeZone,
  priceListSchema,
  type ArrearsPolicy,
  type PriceList,
} from '@fleetkey/contract';
import { z } from 'zod';
import { StartupError } from './startup-error';

/** Usage metering and monthly bills (issue 20). */
export interface UsageConfig {
  /** Whether ingest counts stored messages per device and day (FUNDS_METERING). */
  metering: boolean;
  /** The zone of days and months for accounts without an open funds account. */
  timeZone: string;
  prices: PriceList;
  /** What an account with an unpaid bill is refused. */
  arrears: ArrearsPolicy;
  /** How often a node adds its usage counts to the database (ms; 0: only at shutdown). */
  flushMs: number;
  /** How often a node closes ended months and settles unpaid bills (ms; 0: never on this node). */
  closeTickMs: number;
}

/** The price list when FUNDS_PRICES is unset (minor units): 1 CNY per active device, 0.10 per 1,000 messages. */
const DEFAULT_PRICES: PriceList = { deviceMonth: 100, perThousandMessages: 10 };

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const WHOLE_RULE = 'must be a whole number, 0 or more';
const wholeNumber = () => z.coerce.number({ error: WHOLE_RULE }).int(WHOLE_RULE).min(0, WHOLE_RULE);

const usageEnvSchema = z.object({
  FUNDS_METERING: z.enum(['0', '1']).default('1'),
  FUNDS_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone').default('Asia/Shanghai'),
  FUNDS_PRICES: z
    .string()
    .transform((text, ctx) => {
      const parsed = priceListSchema.safeParse(jsonOrUndefined(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: 'must be JSON like {"deviceMonth":100,"perThousandMessages":10} (whole minor units)',
      });
      return z.NEVER;
    })
    .default(DEFAULT_PRICES),
  FUNDS_ARREARS: z.enum(ARREARS_POLICIES).default('nothing'),
  FUNDS_USAGE_FLUSH_MS: wholeNumber().default(5000),
  FUNDS_CLOSE_TICK_MS: wholeNumber().default(60_000),
});

/** Reads the FUNDS_METERING, FUNDS_TIME_ZONE, FUNDS_PRICES, FUNDS_ARREARS and tick settings. */
export function loadUsageConfig(env: Record<string, string | undefined>): UsageConfig {
  const parsed = usageEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StartupError(String(issue?.path[0] ?? 'FUNDS'), issue?.message ?? 'invalid value');
  }
  const e = parsed.data;
  return {
    metering: e.FUNDS_METERING === '1',
    timeZone: e.FUNDS_TIME_ZONE,
    prices: e.FUNDS_PRICES,
    arrears: e.FUNDS_ARREARS,
    flushMs: e.FUNDS_USAGE_FLUSH_MS,
    closeTickMs: e.FUNDS_CLOSE_TICK_MS,
  };
}
