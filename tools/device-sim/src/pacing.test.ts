import { describe, expect, it } from 'vitest';
import { sendTickMs } from './pacing';

describe('sendTickMs', () => {
  it('sends at most ten messages a turn while the timer can tick fast enough', () => {
    for (const rate of [1_000, 2_000, 5_000, 10_000])
      expect((rate * sendTickMs(rate)) / 1000).toBeLessThanOrEqual(10);
    expect(sendTickMs(10_000)).toBe(1);
    expect(sendTickMs(5_000)).toBe(2);
  });

  it('never ticks faster than Node timers fire, nor slower than every 10 ms', () => {
    expect(sendTickMs(100_000)).toBe(1);
    expect(sendTickMs(10)).toBe(10);
    expect(sendTickMs(0)).toBe(10);
    expect(sendTickMs(Number.NaN)).toBe(10);
  });
});
