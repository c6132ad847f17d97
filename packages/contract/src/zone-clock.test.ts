import { describe, expect, it } from 'vitest';
import { wallTimeAsUtc, wallTimeIn } from './zone-clock';

describe('the clock of a time zone', () => {
  it('reads what a clock in the zone shows, midnight as hour 0', () => {
    expect(wallTimeIn(Date.UTC(2025, 0, 1, 16, 0, 5), 'Asia/Shanghai')).toEqual({
      year: 2025,
      month: 1,
      day: 2,
      hour: 0,
      minute: 0,
      second: 5,
    });
    expect(wallTimeIn(Date.UTC(2025, 0, 1, 23, 30, 5), 'Asia/Shanghai')).toEqual({
      year: 2025,
      month: 1,
      day: 2,
      hour: 7,
      minute: 30,
      second: 5,
    });
    // New York in summer: UTC−4.
    const summer = Date.UTC(2025, 6, 1, 12, 30);
    expect(wallTimeAsUtc(wallTimeIn(summer, 'America/New_York'))).toBe(summer - 4 * 3_600_000);
  });
});
