import type { PayOrderState, RefundState } from '@fleetkey/contract';

/** Tag colours of pay order states. */
export const PAY_ORDER_COLOURS: Readonly<Record<PayOrderState, string>> = {
  pending: 'gold',
  paid: 'green',
  cancelled: 'default',
  failed: 'red',
};

/** Tag colours of refund request states. */
export const REFUND_COLOURS: Readonly<Record<RefundState, string>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};
