import type { MulticastResultState } from '@fleetkey/contract';

/** Tag colour of each member result state (antd preset colours). */
export const RESULT_STATE_COLORS: Record<MulticastResultState, string> = {
  offline: 'default',
  sent: 'processing',
  replied: 'success',
  failed: 'error',
  timeout: 'warning',
};

/** Whether a result may still change (a member may yet answer). */
export const awaitingReply = (state: MulticastResultState): boolean => state === 'sent';
