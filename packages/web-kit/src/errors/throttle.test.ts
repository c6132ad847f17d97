import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_THROTTLE_MS } from '@fleetkey/contract';
import { createThrottle } from './throttle';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createThrottle', () => {
  it('lets the first event through', () => {
    expect(createThrottle(150, clock().now).tryPass()).toBe(true);
  });

  it('drops events within the interval and passes the next one after it', () => {
    const c = clock();
    const gate = createThrottle(ERROR_TOAST_THROTTLE_MS, c.now);
    expect(gate.tryPass()).toBe(true);
    c.advance(1);
    expect(gate.tryPass()).toBe(false);
    c.advance(ERROR_TOAST_THROTTLE_MS - 2);
    expect(gate.tryPass()).toBe(false);
    c.advance(1);
    expect(gate.tryPass()).toBe(true);
  });

  it('measures the interval from the last event that passed, not the last dropped one', () => {
    const c = clock();
    const gate = createThrottle(150, c.now);
    gate.tryPass();
    c.advance(100);
    gate.tryPass(); // dropped
    c.advance(60);
    expect(gate.tryPass()).toBe(true);
  });
});
