import { describe, expect, it } from 'vitest';
import { autoInterval, isValidRange, quickRange, toEpochSeconds } from './history-range';

const NOW = Date.UTC(2025, 2, 31, 12, 0, 0);
const DAY = 86_400_000;

describe('history ranges', () => {
  it('offers last week, 30 days and 90 days ending now', () => {
    expect(quickRange(7, NOW)).toEqual({ start: NOW - 7 * DAY, end: NOW });
    expect(quickRange(30, NOW)).toEqual({ start: NOW - 30 * DAY, end: NOW });
    expect(quickRange(90, NOW)).toEqual({ start: NOW - 90 * DAY, end: NOW });
  });

  it('sends the range in epoch seconds, the end rounded up so the last millisecond stays in', () => {
    expect(toEpochSeconds({ start: 1_700_000_000_500, end: 1_700_000_100_200 })).toEqual({
      starttime: 1_700_000_000,
      endtime: 1_700_000_101,
    });
  });

  it('refuses a range that does not start before it ends', () => {
    expect(isValidRange({ start: NOW, end: NOW })).toBe(false);
    expect(isValidRange({ start: NOW + 1, end: NOW })).toBe(false);
    expect(isValidRange(null)).toBe(false);
    expect(isValidRange({ start: NOW - 1, end: NOW })).toBe(true);
  });

  it('picks a bucket width that keeps the chart within about 1000 points', () => {
    expect(autoInterval({ start: NOW - 3_600_000, end: NOW })).toBe('1m');
    expect(autoInterval({ start: NOW - DAY, end: NOW })).toBe('5m');
    expect(autoInterval(quickRange(7, NOW))).toBe('15m');
    expect(autoInterval(quickRange(30, NOW))).toBe('1h');
    expect(autoInterval(quickRange(90, NOW))).toBe('6h');
    expect(autoInterval({ start: 0, end: NOW })).toBe('7d');
  });
});
