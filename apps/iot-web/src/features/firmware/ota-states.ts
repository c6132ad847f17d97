import {
  OTA_END_STATES,
  type OtaState,
  type RolloutState,
  type RolloutStatusChange,
  type RolloutView,
} from '@fleetkey/contract';

// What the board shows of a rollout's state and which of its buttons apply; the server decides the same
// (rollouts.service MOVES) and answers 409 ROLLOUT_STATE_INVALID otherwise.

/** How often a running or paused rollout is read again (devices report progress within seconds). */
export const LIVE_REFRESH_MS = 2000;

/** Tag colour of each rollout state. */
export const ROLLOUT_STATE_COLORS: Readonly<Record<RolloutState, string>> = {
  running: 'processing',
  paused: 'warning',
  stopped: 'error',
  cancelled: 'default',
  done: 'success',
};

/** Tag colour of each device update state. */
export const OTA_STATE_COLORS: Readonly<Record<OtaState, string>> = {
  queued: 'default',
  notified: 'cyan',
  downloading: 'processing',
  verifying: 'geekblue',
  installing: 'purple',
  success: 'success',
  failed: 'error',
  timed_out: 'volcano',
  cancelled: 'default',
};

/** Whether a rollout still moves without anyone acting (a paused one's devices under way still report). */
export function isLive(state: RolloutState): boolean {
  return state === 'running' || state === 'paused';
}

const ACTION_FROM: Readonly<Record<RolloutStatusChange['action'], readonly RolloutState[]>> = {
  pause: ['running'],
  resume: ['paused', 'stopped'],
  cancel: ['running', 'paused', 'stopped'],
};

/** Whether a rollout in `state` can be paused, resumed or cancelled. */
export function allows(state: RolloutState, action: RolloutStatusChange['action']): boolean {
  return ACTION_FROM[action].includes(state);
}

/** How many devices "retry failed" sends again: the failed and timed-out ones (none once cancelled). */
export function retryableCount(rollout: Pick<RolloutView, 'state' | 'counts'>): number {
  if (rollout.state === 'cancelled') return 0;
  return rollout.counts.failed + rollout.counts.timed_out;
}

/**
 * The rollout's devices that have ended (succeeded, failed, timed out or cancelled), and the whole percents
 * of all its devices that ended and that succeeded.
 */
export function rolloutProgress(rollout: Pick<RolloutView, 'counts' | 'total'>): {
  ended: number;
  endedPercent: number;
  successPercent: number;
} {
  const ended = OTA_END_STATES.reduce((sum, state) => sum + rollout.counts[state], 0);
  const percent = (count: number) => (rollout.total > 0 ? Math.floor((count * 100) / rollout.total) : 0);
  return { ended, endedPercent: percent(ended), successPercent: percent(rollout.counts.success) };
}
