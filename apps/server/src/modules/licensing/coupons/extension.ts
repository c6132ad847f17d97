import { addMonthsUtc } from '@fleetkey/contract';
import type { CouponRow } from './coupons.repository';

const DAY_MS = 86_400_000;

/**
 * A licence's expiry after a card's extension. An expired licence is extended from now, so the card's
 * time is never spent on the past; months are UTC calendar months with the day clamped.
 */
export function extendedExpiry(
  expiredAt: number,
  now: number,
  card: Pick<CouponRow, 'extensionUnit' | 'extensionCount'>,
): number {
  const from = Math.max(now, expiredAt);
  return card.extensionUnit === 'day'
    ? from + card.extensionCount * DAY_MS
    : addMonthsUtc(new Date(from), card.extensionCount).getTime();
}
