import { addMonthsUtc, COUPON_MAX_MONTHS_LEFT, isCouponUsable } from '@fleetkey/contract';

const DAY_MS = 86_400_000;

/**
 * The first day from which a card may be used on a licence expiring at `expiredAt` (the 6-month rule of
 * licence-portal.md §9), found with the contract's own rule so the hint and the server never disagree.
 */
export function couponUsableFrom(expiredAt: number): Date {
  // Six months back is the answer up to month-end clamping; walk forward to the first day the rule passes.
  let day = addMonthsUtc(new Date(expiredAt), -COUPON_MAX_MONTHS_LEFT);
  while (!isCouponUsable(expiredAt, day)) day = new Date(day.getTime() + DAY_MS);
  return day;
}

/** Whether a card can be used on the licence now, and if not, from when. */
export function couponHint(
  expiredAt: number,
  now: Date = new Date(),
): { usable: true } | { usable: false; from: Date } {
  return isCouponUsable(expiredAt, now)
    ? { usable: true }
    : { usable: false, from: couponUsableFrom(expiredAt) };
}
