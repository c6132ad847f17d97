import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe('percentile', () => {
  it('answers the nearest rank: of 20 figures p95 is the 19th, not the largest', () => {
    expect(percentile(oneToTwenty, 95)).toBe(19);
    expect(percentile(oneToTwenty, 50)).toBe(10);
    expect(percentile(oneToTwenty, 99)).toBe(20);
    expect(percentile(oneToTwenty, 100)).toBe(20);
  });

  it('answers the smallest figure for p0, the only one for one figure, NaN for none', () => {
    expect(percentile(oneToTwenty, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('of 100,000 figures p99 is the 99,000th', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i + 1);
    expect(percentile(many, 99)).toBe(99_000);
  });
});
