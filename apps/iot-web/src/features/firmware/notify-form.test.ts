import { describe, expect, it } from 'vitest';
import { ROLLOUT_LIMITS } from '@fleetkey/contract';
import { NOTIFY_DEFAULTS, toNotifyInput } from './notify-form';

describe('notify form', () => {
  it('starts from the contract defaults for every device of the type', () => {
    const parsed = toNotifyInput(NOTIFY_DEFAULTS);
    expect(parsed.success && parsed.data).toEqual({
      upgrade_type: 'all',
      batchSize: ROLLOUT_LIMITS.batchSize.default,
      batchIntervalSeconds: ROLLOUT_LIMITS.batchIntervalSeconds.default,
      failureThresholdPercent: ROLLOUT_LIMITS.failureThresholdPercent.default,
      failureMinimum: ROLLOUT_LIMITS.failureMinimum.default,
      timeoutSeconds: ROLLOUT_LIMITS.timeoutSeconds.default,
    });
  });

  it('sends only the targets of the chosen kind', () => {
    const parsed = toNotifyInput({ ...NOTIFY_DEFAULTS, upgrade_type: 'group', ids: ['m-1'], groupid: 'g1' });
    expect(parsed.success && parsed.data).toMatchObject({ upgrade_type: 'group', groupid: 'g1' });
    expect(parsed.success && 'ids' in parsed.data).toBe(false);
  });

  it('asks for the devices or the group of its kind, and keeps settings within bounds', () => {
    const ids = toNotifyInput({ ...NOTIFY_DEFAULTS, upgrade_type: 'ids' });
    expect(ids.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ids', 'validation.required'],
    ]);
    const tooFast = toNotifyInput({
      ...NOTIFY_DEFAULTS,
      timeoutSeconds: ROLLOUT_LIMITS.timeoutSeconds.min - 1,
    });
    expect(tooFast.error?.issues[0]?.path).toEqual(['timeoutSeconds']);
  });
});
