import { VALIDITY_LABELS } from '@fleetkey/contract';
import type { CouponType, CouponView } from '@fleetkey/contract';

// How card codes read on screen: i18n keys (with plural counts) and antd tag colours.

/** Tag colour of each card type. */
export const COUPON_TYPE_COLORS: Record<CouponType, string> = {
  day: 'cyan',
  month: 'blue',
  quarter: 'geekblue',
  gift: 'magenta',
};

/** i18n key of a card type (day, month, quarter, gift). */
export function couponTypeKey(type: CouponType): string {
  return `coupons.types.${type}`;
}

/** i18n key of what a card adds, read with `{ count }`: "+2 months". */
export function extensionKey(unit: CouponView['extension']['unit']): string {
  return `coupons.extension.${unit}`;
}

/** i18n key and count of a card's validity period: 31 days reads "1 month", 186 "2 quarters". */
export function validityLabel(validityDays: number): { key: string; count: number } {
  const known = (VALIDITY_LABELS as Record<number, { count: number; unit: string } | undefined>)[
    validityDays
  ];
  return known
    ? { key: `coupons.validity.${known.unit}`, count: known.count }
    : { key: 'coupons.validity.day', count: validityDays };
}
