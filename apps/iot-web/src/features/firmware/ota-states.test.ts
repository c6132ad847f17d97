import { describe, expect, it } from 'vitest';
import { OTA_STATES, ROLLOUT_STATES, type OtaState } from '@fleetkey/contract';
import { allows, isLive, retryableCount, rolloutProgress } from './ota-states';

const counts = (some: Partial<Record<OtaState, number>>) =>
  Object.fromEntries(OTA_STATES.map((state) => [state, some[state] ?? 0])) as Record<OtaState, number>;

describe('rollout states on the board', () => {
  it('offers pause only while running, resume when paused or stopped, cancel until it ended', () => {
    expect(allows('running', 'pause')).toBe(true);
    expect(allows('paused', 'pause')).toBe(false);
    expect(allows('paused', 'resume')).toBe(true);
    expect(allows('stopped', 'resume')).toBe(true);
    expect(allows('running', 'resume')).toBe(false);
    expect(allows('stopped', 'cancel')).toBe(true);
    expect(allows('done', 'cancel')).toBe(false);
    expect(allows('cancelled', 'cancel')).toBe(false);
  });

  it('refreshes running and paused rollouts only', () => {
    expect(ROLLOUT_STATES.filter(isLive)).toEqual(['running', 'paused']);
  });

  it('retries the failed and timed-out devices, none of a cancelled rollout', () => {
    expect(retryableCount({ state: 'done', counts: counts({ failed: 2, timed_out: 1, success: 5 }) })).toBe(
      3,
    );
    expect(retryableCount({ state: 'cancelled', counts: counts({ failed: 2 }) })).toBe(0);
  });

  it('counts the ended devices and the share that succeeded', () => {
    const rollout = { total: 8, counts: counts({ success: 3, failed: 1, timed_out: 1, downloading: 3 }) };
    expect(rolloutProgress(rollout)).toEqual({ ended: 5, endedPercent: 62, successPercent: 37 });
    expect(rolloutProgress({ total: 0, counts: counts({}) })).toEqual({
      ended: 0,
      endedPercent: 0,
      successPercent: 0,
    });
  });
});
