import type { CouponStatus } from '@fleetkey/contract';

/** Tag colour of a card's state on the administrators' list. */
export const CARD_STATUS_COLORS: Record<CouponStatus, string> = {
  unused: 'green',
  used: 'default',
  expired: 'red',
};
