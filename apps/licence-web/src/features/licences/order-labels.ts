import type { OrderState } from '@fleetkey/contract';

/** The tag colour of each order state, the same for the buyer and the administrators. */
export const ORDER_STATE_COLORS: Record<OrderState, string> = {
  awaitingPayment: 'orange',
  contacted: 'blue',
  paid: 'cyan',
  fulfilled: 'green',
  cancelled: 'default',
};
