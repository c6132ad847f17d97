import { describe, expect, it } from 'vitest';
import { createAuthThrottle, DEVICE_AUTH_FAILURES_MAX, DEVICE_AUTH_WINDOW_MS } from './auth-throttle';

describe('device sign-in throttle', () => {
  it('locks an id out for a minute at its 10th wrong secret within a minute', () => {
    let t = 1_000_000;
    const throttle = createAuthThrottle(() => t);
    for (let n = 1; n < DEVICE_AUTH_FAILURES_MAX; n++) expect(throttle.failed('meter-1')).toBe(false);
    expect(throttle.locked('meter-1')).toBe(false);
    expect(throttle.failed('meter-1')).toBe(true);
    expect(throttle.locked('meter-1')).toBe(true);
    expect(throttle.locked('meter-2')).toBe(false);
    t += DEVICE_AUTH_WINDOW_MS - 1;
    expect(throttle.locked('meter-1')).toBe(true);
    t += 1;
    expect(throttle.locked('meter-1')).toBe(false);
  });

  it('forgets failures older than a minute, and all of them at a right secret', () => {
    let t = 0;
    const throttle = createAuthThrottle(() => t);
    for (let n = 1; n < DEVICE_AUTH_FAILURES_MAX; n++) throttle.failed('meter-1');
    t += DEVICE_AUTH_WINDOW_MS + 1;
    expect(throttle.failed('meter-1')).toBe(false);
    for (let n = 1; n < DEVICE_AUTH_FAILURES_MAX - 1; n++) throttle.failed('meter-1');
    throttle.succeeded('meter-1');
    expect(throttle.failed('meter-1')).toBe(false);
    expect(throttle.locked('meter-1')).toBe(false);
  });
});
