import type { BillState, PayOrderState, RefundState } from '@fleetkey/contract';

/** Tag colours of pay order states. */
export const ORDER_STATE_COLOURS: Readonly<Record<PayOrderState, string>> = {
  pending: 'gold',
  paid: 'green',
  cancelled: 'default',
  failed: 'red',
};

/** Tag colours of refund request states. */
export const REFUND_STATE_COLOURS: Readonly<Record<RefundState, string>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** Tag colours of bill states. */
export const BILL_STATE_COLOURS: Readonly<Record<BillState, string>> = {
  open: 'blue',
  unpaid: 'red',
  paid: 'green',
};
