import type { CouponStatus, CouponView } from '@fleetkey/contract';
import type { CouponRow } from './coupons.repository';

/**
 * A card's state, derived rather than stored so it never goes stale: used once `usedAt` is set, expired
 * when unused and `validUntil` has passed, else unused. coupons.repository's status filter says the same in SQL.
 */
export function couponStatus(card: Pick<CouponRow, 'usedAt' | 'validUntil'>, now: number): CouponStatus {
  if (card.usedAt !== null) return 'used';
  return card.validUntil < now ? 'expired' : 'unused';
}

/** A card as its owner reads it. */
export function couponToView(card: CouponRow, now: number): CouponView {
  return {
    id: card.id,
    type: card.type,
    status: couponStatus(card, now),
    extension: { unit: card.extensionUnit, count: card.extensionCount },
    validityDays: card.validityDays,
    validUntil: card.validUntil,
    source: card.source,
    usedAt: card.usedAt,
    usedLicenceId: card.usedLicenceId,
    createdAt: card.createdAt,
  };
}
