import { z } from 'zod';
import { epochMsQuery, listQuerySchema } from './lists';
import { isTimeZone } from './task-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { requiredText, text, typeError } from './validation/text';
import { strictNumber } from './strict-number';

// The IoT funds account (iot-console.md §7 "Funds and billing"; issue 20): a prepaid balance per main account
// kept as a ledger. Every movement is an immutable entry in integer minor units (fen); the account row holds
// their sum, updated in the same transaction as the entry. Calls:
//   GET/POST/PUT/DELETE /fund_account, GET /fund_account/change_password_code (username, type),
//   GET/POST /fund_account/refund, GET /fundflow (type, date range), GET /tradeflow, POST /pay_order (query
//   order_type, pay_type, trade_type, addition, invoice, note), GET /bill, GET /devices_message.
// Who may: IoT resource `funds` — read (balance, flows, orders, bills, usage), write (open, close, payment
// password, recharge, refund). Money-moving writes carry an `Idempotency-Key` header: the same key from the
// same account books once and answers what the first request answered.

/** The currency every amount is in; amounts are integer minor units (1 CNY = 100 fen). */
export const FUND_CURRENCY = 'CNY';
/** Header a money-moving write carries. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Limits of the funds calls. */
export const FUND_LIMITS = {
  /** Smallest and largest single recharge (minor units): 1 CNY to 1,000,000 CNY. */
  rechargeMin: 100,
  rechargeMax: 100_000_000,
  /** Largest administrator adjustment either way. */
  adjustmentMax: 100_000_000,
  reasonMax: 256,
  noteMax: 256,
  invoiceTitleMax: 128,
  /** Wrong payment passwords before the account's payment password is locked, and for how long. */
  payPasswordAttempts: 5,
  payPasswordLockMs: 15 * 60_000,
  /** Longest date range a flow, usage or order list covers. */
  rangeDaysMax: 366,
} as const;

/** A payment password: six digits, as payers of the home market expect. */
export const payPasswordSchema = z.string({ error: typeError }).regex(/^\d{6}$/, M.payPasswordInvalid);

/** An idempotency key as the header carries it. */
export const idempotencyKeySchema = z
  .string({ error: M.required })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, M.invalidType);

/** Account states: `unopened` until POST /fund_account; `closed` after DELETE (it may be opened again). */
export const FUND_ACCOUNT_STATES = ['unopened', 'active', 'closed'] as const;
/** A funds account's state. */
export type FundAccountState = (typeof FUND_ACCOUNT_STATES)[number];

/** GET /fund_account. */
export interface FundAccountView {
  state: FundAccountState;
  currency: typeof FUND_CURRENCY;
  /** Sum of the ledger entries (minor units). */
  balance: number;
  /** Held by pending refund requests. */
  frozen: number;
  /** balance − frozen: what charges and refunds may use. */
  available: number;
  /** How far below zero usage charges may take the balance (0 = never below zero). */
  creditLimit: number;
  /** What a refund request may ask for now: recharged money not yet refunded, at most `available`. */
  refundable: number;
  /** Closed bills not yet paid in full (their remainder, minor units). */
  unpaidBills: number;
  /** The zone months are closed in (IANA). */
  timeZone: string;
  /** When the payment password is locked after wrong attempts (epoch ms), else null. */
  payPasswordLockedUntil: number | null;
  openedAt: number | null;
}

/** POST /fund_account: open the account with a payment password (and optionally the month-close zone). */
export const fundAccountOpenSchema = z
  .object({
    payPassword: payPasswordSchema,
    confirmPayPassword: z.string({ error: typeError }),
    timeZone: requiredText().max(64, M.tooLong).refine(isTimeZone, M.timezoneInvalid).optional(),
  })
  .refine((body) => body.payPassword === body.confirmPayPassword, {
    path: ['confirmPayPassword'],
    message: M.confirmPasswordMismatch,
  });
/** A parsed open request. */
export type FundAccountOpen = z.output<typeof fundAccountOpenSchema>;

/** GET /fund_account/change_password_code: the code goes to the main account's mobile or e-mail. */
export const FUND_CODE_MEDIA = ['mobile', 'email'] as const;
/** Where a payment-password code is sent. */
export type FundCodeMedium = (typeof FUND_CODE_MEDIA)[number];
/** Query of GET /fund_account/change_password_code. */
export const fundPasswordCodeQuerySchema = z.object({
  username: requiredText().max(64, M.tooLong),
  type: z.enum(FUND_CODE_MEDIA, { error: M.invalidOption }).default('mobile'),
});

/**
 * PUT /fund_account: a new payment password with the code sent to the main account; `type` names where the
 * code went (as asked of GET /fund_account/change_password_code).
 */
export const fundPasswordChangeSchema = z
  .object({
    code: z.string({ error: typeError }).regex(/^\d{6}$/, M.codeInvalid),
    type: z.enum(FUND_CODE_MEDIA, { error: M.invalidOption }).default('mobile'),
    payPassword: payPasswordSchema,
    confirmPayPassword: z.string({ error: typeError }),
  })
  .refine((body) => body.payPassword === body.confirmPayPassword, {
    path: ['confirmPayPassword'],
    message: M.confirmPasswordMismatch,
  });
/** A parsed payment-password change. */
export type FundPasswordChange = z.output<typeof fundPasswordChangeSchema>;

/** DELETE /fund_account: closing needs the payment password (and a zero balance, nothing open). */
export const fundAccountCloseSchema = z.object({ payPassword: payPasswordSchema });

/** Kinds of ledger entry. `grant` is the opening balance from configuration (accountBalanceDefault). */
export const FUND_ENTRY_TYPES = ['grant', 'recharge', 'usage', 'refund', 'adjustment'] as const;
/** A ledger entry's kind. */
export type FundEntryType = (typeof FUND_ENTRY_TYPES)[number];

/** One immutable ledger entry (GET /fundflow). */
export interface FundEntryView {
  id: string;
  type: FundEntryType;
  /** Signed minor units: credit > 0, debit < 0. */
  amount: number;
  /** The balance right after this entry. */
  balanceAfter: number;
  /** What it books: a pay order, bill, refund or adjustment id. */
  reference: string | null;
  /** Free text: an adjustment's reason, a bill's period. */
  note: string;
  createdAt: number;
}

/** A date range of a list: epoch ms bounds, `to` exclusive. */
const rangeShape = { from: epochMsQuery, to: epochMsQuery };
function checkRange(query: { from?: number; to?: number }, ctx: z.RefinementCtx): void {
  if (query.from === undefined || query.to === undefined) return;
  if (query.to <= query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeInvalid });
  else if (query.to - query.from > FUND_LIMITS.rangeDaysMax * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: M.outOfRange });
}

/** Most minutes a `timezoneOffset` is from UTC (as Date#getTimezoneOffset gives it: UTC+8 is -480). */
const FLOW_OFFSET_MAX = 840;

/**
 * The spec's `date` of the flows (iot-console.md §7): a day `YYYY-MM-DD` or a month `YYYY-MM`, read at the
 * user's midnight (`timezoneOffset`), as an alternative to from–to (giving both is refused at `date`).
 */
const flowDateShape = {
  date: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: M.listParamInvalid })
      .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, M.listParamInvalid)
      .optional(),
  ),
  timezoneOffset: z.coerce
    .number({ error: M.listParamInvalid })
    .int(M.listParamInvalid)
    .min(-FLOW_OFFSET_MAX, M.listParamInvalid)
    .max(FLOW_OFFSET_MAX, M.listParamInvalid)
    .default(0),
};

function checkDate(
  query: { date?: string | undefined; from?: number | undefined; to?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (query.date !== undefined && (query.from !== undefined || query.to !== undefined))
    ctx.addIssue({ code: 'custom', path: ['date'], message: M.rangeInvalid });
}

/** The day or month of `date` as from–to (epoch ms, `to` exclusive) at the user's midnight. */
export function flowDateRange(date: string, timezoneOffset: number): { from: number; to: number } {
  const [year = 0, month = 1, day] = date.split('-').map(Number);
  const shift = timezoneOffset * 60_000;
  const from = Date.UTC(year, month - 1, day ?? 1) + shift;
  const to = (day === undefined ? Date.UTC(year, month, 1) : Date.UTC(year, month - 1, day + 1)) + shift;
  return { from, to };
}

/** A flow query with `date` turned into its from–to. */
function withDate<
  T extends { date?: string | undefined; timezoneOffset: number; from?: number; to?: number },
>(query: T): T {
  return query.date === undefined ? query : { ...query, ...flowDateRange(query.date, query.timezoneOffset) };
}

/** GET /fundflow: entries of one type and a date range (or `date`), newest first; `format=csv` streams them all. */
export const fundflowQuerySchema = listQuerySchema
  .extend({
    type: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(FUND_ENTRY_TYPES, { error: M.invalidOption }).optional(),
    ),
    ...rangeShape,
    ...flowDateShape,
    format: z.enum(['json', 'csv'], { error: M.invalidOption }).default('json'),
  })
  .superRefine(checkRange)
  .superRefine(checkDate)
  .transform(withDate);
/** A parsed flow query. */
export type FundflowQuery = z.output<typeof fundflowQuerySchema>;

/** What a pay order buys: account credit, or (licence portal) a licence renewal. */
export const PAY_ORDER_TYPES = ['recharge', 'renewal'] as const;
/** A pay order's purpose. */
export type PayOrderType = (typeof PAY_ORDER_TYPES)[number];
/**
 * Payment providers: `transfer` (bank transfer an administrator confirms) is always offered; `gateway` (an
 * HTTP payment gateway with signed callbacks) only when one is configured.
 */
export const PAY_TYPES = ['transfer', 'gateway'] as const;
/** A payment provider. */
export type PayType = (typeof PAY_TYPES)[number];
/** How a gateway payment is presented: a page to open, or a QR code to scan. Ignored for transfers. */
export const TRADE_TYPES = ['page', 'qr'] as const;
/** A gateway presentation. */
export type TradeType = (typeof TRADE_TYPES)[number];

/** Pay order states. Only a confirmation (administrator or verified gateway callback) makes an order paid. */
export const PAY_ORDER_STATES = ['pending', 'paid', 'cancelled', 'failed'] as const;
/** A pay order's state. */
export type PayOrderState = (typeof PAY_ORDER_STATES)[number];

const queryText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), text().trim().max(max, M.tooLong).optional());

/**
 * Query of POST /pay_order. `addition` is the amount to add, in minor units; `invoice` an invoice title
 * (empty = no invoice).
 */
export const payOrderQuerySchema = z.object({
  // Renewals are pay orders too, but made by the licence portal's purchase (/billing/order), never here.
  order_type: z.enum(['recharge'], { error: M.invalidOption }).default('recharge'),
  pay_type: z.enum(PAY_TYPES, { error: M.invalidOption }),
  trade_type: z.enum(TRADE_TYPES, { error: M.invalidOption }).default('page'),
  addition: strictNumber(
    z.coerce
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(FUND_LIMITS.rechargeMin, M.outOfRange)
      .max(FUND_LIMITS.rechargeMax, M.outOfRange),
  ),
  invoice: queryText(FUND_LIMITS.invoiceTitleMax),
  note: queryText(FUND_LIMITS.noteMax),
});
/** A parsed pay order request. */
export type PayOrderQuery = z.output<typeof payOrderQuerySchema>;

/** What the payer must do: transfer with the order's reference, or open/scan the gateway's page. */
export type PayInstructions =
  | { kind: 'transfer'; bankName: string; accountName: string; accountNo: string; reference: string }
  | { kind: 'gateway'; tradeType: TradeType; payUrl: string };

/** A pay order (POST /pay_order answer, GET /tradeflow rows). */
export interface PayOrderView {
  id: string;
  orderType: PayOrderType;
  payType: PayType;
  amount: number;
  currency: typeof FUND_CURRENCY;
  state: PayOrderState;
  invoice: string;
  note: string;
  /** Present while pending. */
  instructions: PayInstructions | null;
  createdAt: number;
  /** When it was confirmed paid, cancelled or failed. */
  settledAt: number | null;
}

/** GET /tradeflow: orders of one state and a date range (or `date`), newest first. */
export const tradeflowQuerySchema = listQuerySchema
  .extend({
    type: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PAY_ORDER_STATES, { error: M.invalidOption }).optional(),
    ),
    ...rangeShape,
    ...flowDateShape,
  })
  .superRefine(checkRange)
  .superRefine(checkDate)
  .transform(withDate);

/** GET /pay_order/providers answer: what the recharge dialog may offer. */
export interface PayProvidersView {
  payTypes: PayType[];
}

/** Refund request states: pending requests freeze their amount until an administrator decides. */
export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const;
/** A refund request's state. */
export type RefundState = (typeof REFUND_STATES)[number];

/** POST /fund_account/refund. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: typeError })
    .int(M.invalidType)
    .min(1, M.outOfRange)
    .max(FUND_LIMITS.rechargeMax, M.outOfRange),
  reason: requiredText().trim().max(FUND_LIMITS.reasonMax, M.tooLong),
  payPassword: payPasswordSchema,
});
/** A parsed refund request. */
export type RefundRequest = z.output<typeof refundRequestSchema>;

/** A refund request as its account and administrators read it. */
export interface RefundView {
  id: string;
  amount: number;
  reason: string;
  state: RefundState;
  /** The administrator's note when deciding. */
  decisionNote: string;
  createdAt: number;
  decidedAt: number | null;
}

/** A month: YYYY-MM. */
export const periodSchema = z.string({ error: typeError }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.invalidType);

/**
 * The price list (configuration `FUNDS_PRICES`): per device that sent data in the month, and per 1,000
 * messages (rounded up per device and month). Minor units.
 */
export const priceListSchema = z.object({
  deviceMonth: z.number().int().min(0),
  perThousandMessages: z.number().int().min(0),
});
/** The price list. */
export type PriceList = z.infer<typeof priceListSchema>;

/** Bill states: the current month is `open` (an estimate); a closed bill is `unpaid` until fully charged. */
export const BILL_STATES = ['open', 'unpaid', 'paid'] as const;
/** A bill's state. */
export type BillState = (typeof BILL_STATES)[number];

/** One device's line of a bill. */
export interface BillLine {
  devid: string;
  devname: string;
  /** Days of the month the device sent at least one message. */
  activeDays: number;
  messages: number;
  points: number;
  amount: number;
}

/** A monthly bill (GET /bill?period=YYYY-MM); without `lines` in the list (GET /bill). */
export interface BillView {
  id: string | null;
  period: string;
  state: BillState;
  timeZone: string;
  prices: PriceList;
  total: number;
  /** Charged to the ledger so far; total − paid is owed. */
  paid: number;
  currency: typeof FUND_CURRENCY;
  closedAt: number | null;
  lines?: BillLine[];
}

/** GET /bill: one period's bill with its lines, or (no period) the list of bills, newest first. */
export const billQuerySchema = listQuerySchema.extend({
  period: z.preprocess((value) => (value === '' ? undefined : value), periodSchema.optional()),
});

/** GET /devices_message: messages and points per device per day (days in the account's zone). */
export const devicesMessageQuerySchema = listQuerySchema
  .extend({
    devid: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().max(64, M.tooLong).optional(),
    ),
    ...rangeShape,
  })
  .superRefine(checkRange);

/** One device's usage on one day. */
export interface DeviceUsageView {
  devid: string;
  devname: string;
  /** YYYY-MM-DD in the account's zone. */
  day: string;
  messages: number;
  points: number;
}

/** What happens to an account with unpaid bills or a balance below zero (configuration `FUNDS_ARREARS`). */
export const ARREARS_POLICIES = ['nothing', 'refuseNewDevices'] as const;
/** The arrears policy. */
export type ArrearsPolicy = (typeof ARREARS_POLICIES)[number];

// Administration (licence portal, resource `orders`): pending transfers, refund requests, adjustments.

/** GET /fund_admin/orders: pay orders of every account. */
export const fundAdminOrderQuerySchema = listQuerySchema.extend({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(PAY_ORDER_STATES, { error: M.invalidOption }).optional(),
  ),
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().max(64, M.tooLong).optional(),
  ),
});

/** A pay order as administrators list it. */
export interface FundAdminOrderView extends PayOrderView {
  userId: string;
  username: string;
}

/** PUT /fund_admin/orders/{id}/{decision}: confirm receipt of a transfer, or cancel. */
export const FUND_ORDER_DECISIONS = ['confirm', 'cancel'] as const;
/** GET /fund_admin/refunds. */
export const fundAdminRefundQuerySchema = listQuerySchema.extend({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REFUND_STATES, { error: M.invalidOption }).optional(),
  ),
});
/** A refund request as administrators list it. */
export interface FundAdminRefundView extends RefundView {
  userId: string;
  username: string;
}
/** PUT /fund_admin/refunds/{id}/{decision}. */
export const REFUND_DECISIONS = ['approve', 'reject'] as const;
/** Body of a refund decision. */
export const refundDecisionSchema = z.object({
  note: text().trim().max(FUND_LIMITS.reasonMax, M.tooLong).default(''),
});

/** POST /fund_admin/adjustments: credit (> 0) or debit (< 0) an account, with a reason. */
export const fundAdjustmentSchema = z.object({
  username: requiredText().max(64, M.tooLong),
  amount: z
    .number({ error: typeError })
    .int(M.invalidType)
    .min(-FUND_LIMITS.adjustmentMax, M.outOfRange)
    .max(FUND_LIMITS.adjustmentMax, M.outOfRange)
    .refine((amount) => amount !== 0, M.outOfRange),
  reason: requiredText().trim().max(FUND_LIMITS.reasonMax, M.tooLong),
});
/** A parsed adjustment. */
export type FundAdjustment = z.output<typeof fundAdjustmentSchema>;

/** GET /fund_admin/accounts: funds accounts with their balances, optionally text in the account's name. */
export const fundAdminAccountQuerySchema = listQuerySchema.extend({
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().max(64, M.tooLong).optional(),
  ),
});

/** A funds account as administrators list it. */
export interface FundAdminAccountView {
  userId: string;
  username: string;
  state: Exclude<FundAccountState, 'unopened'>;
  balance: number;
  frozen: number;
  available: number;
  creditLimit: number;
  openedAt: number;
}
