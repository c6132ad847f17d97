import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Billing from the user's side (licence-portal.md §7 `/billing`). Without a configured payment provider an
// order stays awaiting payment: the screen says so and nothing pretends it was paid.

/** Recharge types a user may order: what each adds and costs (cents). */
export const RECHARGE_TYPES = [
  { id: 'renew3m', months: 3, amountCents: 30000, currency: 'CNY' },
  { id: 'renew6m', months: 6, amountCents: 54000, currency: 'CNY' },
  { id: 'renew12m', months: 12, amountCents: 96000, currency: 'CNY' },
] as const;
/** A recharge type id. */
export type RechargeTypeId = (typeof RECHARGE_TYPES)[number]['id'];

/** Order states. */
export const ORDER_STATES = ['awaitingPayment', 'paid', 'cancelled'] as const;
/** Order state. */
export type OrderState = (typeof ORDER_STATES)[number];

/** POST /billing/order. */
export const orderCreateSchema = z.object({
  rechargeType: z.enum(RECHARGE_TYPES.map((t) => t.id) as [RechargeTypeId, ...RechargeTypeId[]], {
    error: M.invalidOption,
  }),
  licenceId: z.string().trim().min(1, M.required).max(36, M.required).optional(),
});
/** A parsed order request. */
export type OrderCreate = z.output<typeof orderCreateSchema>;

/** An order as its owner reads it. */
export const orderViewSchema = z.object({
  id: z.string(),
  rechargeType: z.string(),
  licenceId: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.enum(ORDER_STATES),
  /** False when no payment provider is configured: the order cannot be paid here yet. */
  paymentAvailable: z.boolean(),
  createdAt: z.number(),
});
/** An order as its owner reads it. */
export type OrderView = z.infer<typeof orderViewSchema>;
