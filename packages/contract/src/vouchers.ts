import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Coupon cards and validity periods (licence-portal.md §3, §4; iot-console.md §3, §9).

/** Coupon card types. */
export const COUPON_TYPES = ['day', 'month', 'quarter', 'gift'] as const;
/** Coupon card type. */
export type CouponType = (typeof COUPON_TYPES)[number];
/** A coupon card type from the network. */
export const couponTypeSchema = z.enum(COUPON_TYPES, { error: M.invalidOption });

/** Coupon card states. */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
/** Coupon card state. */
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/** A coupon card state from the network. */
export const couponStatusSchema = z.enum(COUPON_STATUSES, { error: M.invalidOption });

/** Validity periods in days, shortest first. */
export const VALIDITY_DAYS = [7, 15, 31, 62, 93, 186] as const;
/** Validity period in days. */
export type ValidityDays = (typeof VALIDITY_DAYS)[number];
/** A validity period in days from the network. */
export const validityDaysSchema = z.literal(VALIDITY_DAYS, { error: M.invalidOption });

/** How each validity period reads: a count of a unit (for i18n plurals) and the spec's English label. */
export const VALIDITY_LABELS = {
  7: { count: 7, unit: 'day', label: '7 days' },
  15: { count: 15, unit: 'day', label: '15 days' },
  31: { count: 1, unit: 'month', label: '1 month' },
  62: { count: 2, unit: 'month', label: '2 months' },
  93: { count: 1, unit: 'quarter', label: '1 quarter' },
  186: { count: 2, unit: 'quarter', label: '2 quarters' },
} as const satisfies Record<
  ValidityDays,
  { count: number; unit: 'day' | 'month' | 'quarter'; label: string }
>;
