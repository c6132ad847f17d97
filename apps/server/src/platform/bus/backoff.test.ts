import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const BACKOFF = { baseMs: 500, capMs: 10_000 };

describe('reconnect backoff', () => {
  it('doubles from the base between half and all of each step', () => {
    expect(backoffDelay(0, BACKOFF, () => 0)).toBe(250);
    expect(backoffDelay(0, BACKOFF, () => 1)).toBe(500);
    expect(backoffDelay(3, BACKOFF, () => 0)).toBe(2_000);
    expect(backoffDelay(3, BACKOFF, () => 1)).toBe(4_000);
  });

  it('never waits longer than the cap, however many tries failed', () => {
    expect(backoffDelay(5, BACKOFF, () => 1)).toBe(10_000);
    expect(backoffDelay(10_000, BACKOFF, () => 1)).toBe(10_000);
    expect(backoffDelay(10_000, BACKOFF, () => 0)).toBe(5_000);
  });
});
