import { z } from 'zod';
import { COUPON_STATUSES, COUPON_TYPES } from './vouchers';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// The users' coupon cards (CardVoucher page): list by status, use one on a licence.

/** What a card of each type adds to a licence unless the card says otherwise. */
export const COUPON_DEFAULT_EXTENSION = {
  day: { unit: 'day', count: 7 },
  month: { unit: 'month', count: 1 },
  quarter: { unit: 'month', count: 3 },
  gift: { unit: 'month', count: 2 },
} as const satisfies Record<(typeof COUPON_TYPES)[number], { unit: 'day' | 'month'; count: number }>;
/** Validity of a reward card (e-mail binding gives 3 two-month cards valid for 186 days). */
export const REWARD_CARD_VALIDITY_DAYS = 186;

/** GET /coupons: the list parameters plus a status filter. */
export const couponListQuerySchema = listQuerySchema.extend({
  status: z.enum(COUPON_STATUSES, { error: M.invalidOption }).optional(),
});

/** A coupon card as its owner reads it; status is derived (expired once validUntil has passed unused). */
export const couponViewSchema = z.object({
  id: z.string(),
  type: z.enum(COUPON_TYPES),
  status: z.enum(COUPON_STATUSES),
  extension: z.object({ unit: z.enum(['day', 'month']), count: z.number().int() }),
  validityDays: z.number().int(),
  validUntil: z.number(),
  source: z.string(),
  usedAt: z.number().nullable(),
  usedLicenceId: z.string().nullable(),
  createdAt: z.number(),
});
/** A coupon card as its owner reads it. */
export type CouponView = z.infer<typeof couponViewSchema>;

/** POST /coupons/{couponId}/use: the licence the card extends. */
export const couponUseSchema = z.object({
  licenceId: z.string({ error: M.required }).trim().min(1, M.required).max(36, M.required),
});

/** The answer to using a card: the licence it extended and the licence's new expiry. */
export const couponUseResultSchema = z.object({ id: z.string(), expiredAt: z.number() });
/** The answer to using a card. */
export type CouponUseResult = z.infer<typeof couponUseResultSchema>;
