import { z } from 'zod';
import { PAY_TYPES, TRADE_TYPES, type PayOrderView } from './fund-calls';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';

// Billing from the user's side (licence-portal.md §7 `/billing`). Each order is paid through a pay order of
// the funds module (fund-calls.ts, order type `renewal`): by bank transfer an administrator confirms, or
// through the payment gateway when one is configured. Nothing is paid until such a confirmation.

/** Recharge types a user may order: what each adds and costs (cents). */
export const RECHARGE_TYPES = [
  { id: 'renew3m', months: 3, amountCents: 30000, currency: 'CNY' },
  { id: 'renew6m', months: 6, amountCents: 54000, currency: 'CNY' },
  { id: 'renew12m', months: 12, amountCents: 96000, currency: 'CNY' },
] as const;
/** A recharge type id. */
export type RechargeTypeId = (typeof RECHARGE_TYPES)[number]['id'];

/**
 * Order states. An order becomes paid when its pay order is confirmed (an administrator confirming the
 * transfer, or the gateway's verified callback); an administrator may still move it by hand as the sale
 * goes on (contacted the buyer, delivered the renewal).
 */
export const ORDER_STATES = ['awaitingPayment', 'contacted', 'paid', 'fulfilled', 'cancelled'] as const;
/** Order state. */
export type OrderState = (typeof ORDER_STATES)[number];

/** Where an administrator may move an order from each state; fulfilled and cancelled are final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  awaitingPayment: ['contacted', 'paid', 'cancelled'],
  contacted: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled'],
  fulfilled: [],
  cancelled: [],
};

/** Whether an administrator may move an order from one state to another. */
export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** POST /billing/order. */
export const orderCreateSchema = z.object({
  rechargeType: z.enum(RECHARGE_TYPES.map((t) => t.id) as [RechargeTypeId, ...RechargeTypeId[]], {
    error: M.invalidOption,
  }),
  licenceId: z.string().trim().min(1, M.required).max(36, M.required).optional(),
  /** How the buyer pays: bank transfer (always offered) or the payment gateway (when configured). */
  payType: z.enum(PAY_TYPES, { error: M.invalidOption }).default('transfer'),
  tradeType: z.enum(TRADE_TYPES, { error: M.invalidOption }).default('page'),
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
  /** True while the order awaits a payment its pay order tells the buyer how to make. */
  paymentAvailable: z.boolean(),
  /** The pay order that pays it (its instructions while pending); null for orders made before pay orders. */
  payOrder: z.custom<PayOrderView>().nullable(),
  createdAt: z.number(),
  /** When the state last changed (the order's creation until an administrator moves it). */
  updatedAt: z.number(),
});
/** An order as its owner reads it. */
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /billing/admin/orders: the list window, optionally one state and text in the buyer's account. */
export const orderAdminListQuerySchema = listQuerySchema.extend({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ORDER_STATES, { error: M.invalidOption }).optional(),
  ),
  search: searchInputSchema.optional(),
});
/** A parsed admin order list query. */
export type OrderAdminListQuery = z.output<typeof orderAdminListQuerySchema>;

/** An order as administrators list it: the buyer and the licence it is for. */
export interface OrderAdminView extends OrderView {
  userId: string;
  username: string;
  userMobile: string;
  /** The licence's number, null for an order of a new licence (or a licence deleted since). */
  licenceNo: string | null;
}

/** PUT /billing/admin/orders/{id}/state: the state to move to (409 ORDER_STATE_INVALID when not allowed). */
export const orderStateMoveSchema = z.object({
  state: z.enum(ORDER_STATES, { error: M.invalidOption }),
});
/** A parsed state move. */
export type OrderStateMove = z.output<typeof orderStateMoveSchema>;
