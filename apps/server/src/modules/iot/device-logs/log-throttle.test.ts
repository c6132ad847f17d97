import { describe, expect, it } from 'vitest';
import { createLogThrottle } from './log-throttle';

describe('log throttle', () => {
  it('counts entries per key within the window and starts again after it', () => {
    let now = 1_000;
    const throttle = createLogThrottle(60_000, () => now);
    expect([throttle.take('a'), throttle.take('a'), throttle.take('b'), throttle.take('a')]).toEqual([
      1, 2, 1, 3,
    ]);
    now += 59_999;
    expect(throttle.take('a')).toBe(4);
    now += 1;
    expect(throttle.take('a')).toBe(1);
  });
});
