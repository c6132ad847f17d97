import type { CouponAdminView, CouponStatus } from '@fleetkey/contract';
import { couponStatus, couponToView } from '../coupons/coupon-view';
import { csvTime } from '../../../platform/http/csv';
import type { AdminCardRow } from './admin-cards.repository';

/** An administrator's view of a card's state: an unissued card is unused (its validity starts at issue). */
export function adminCardStatus(card: AdminCardRow, now: number): CouponStatus {
  if (card.userId === null && card.usedAt === null) return 'unused';
  return couponStatus(card, now);
}

/** A card as administrators read it: the card as its owner reads it, with its batch, owner and issue. */
export function adminCardToView(card: AdminCardRow, now: number): CouponAdminView {
  return {
    ...couponToView(card, now),
    status: adminCardStatus(card, now),
    validUntil: card.userId === null ? null : card.validUntil,
    batchId: card.batchId,
    owner:
      card.userId === null
        ? null
        : {
            id: card.userId,
            username: card.ownerUsername ?? '',
            name: card.ownerName ?? '',
            mobile: card.ownerMobile,
          },
    issuedAt: card.issuedAt,
  };
}

/** Header of the card export. */
export const CARD_CSV_HEADER = [
  'id',
  'type',
  'status',
  'adds',
  'validity days',
  'valid until',
  'owner',
  'owner mobile',
  'batch',
  'source',
  'issued at',
  'used at',
  'created at',
] as const;

/** A card as one row of the export, times in ISO 8601 (UTC). */
export function adminCardCsvRow(view: CouponAdminView): (string | number | null)[] {
  return [
    view.id,
    view.type,
    view.status,
    `${view.extension.count} ${view.extension.unit}${view.extension.count === 1 ? '' : 's'}`,
    view.validityDays,
    csvTime(view.validUntil),
    view.owner?.username ?? '',
    view.owner?.mobile ?? '',
    view.batchId,
    view.source,
    csvTime(view.issuedAt),
    csvTime(view.usedAt),
    csvTime(view.createdAt),
  ];
}
