import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock';

describe('the adjustable clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs with the wall clock, moved by advance and back by reset', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = createClock();
    expect(clock.now()).toBe(1_000_000);
    clock.advance(5_000);
    vi.advanceTimersByTime(250);
    expect(clock.now()).toBe(1_005_250);
    clock.reset();
    expect(clock.now()).toBe(1_000_250);
  });

  it('held, moves only by advance; released, runs on from there with the time since', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const clock = createClock();
    clock.hold();
    vi.advanceTimersByTime(3_000);
    expect(clock.now()).toBe(2_000_000);
    clock.advance(9_000);
    vi.advanceTimersByTime(1_500);
    expect(clock.now()).toBe(2_009_000);
    clock.release();
    expect(clock.now()).toBe(2_013_500);
  });
});
