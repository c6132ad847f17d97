import { describe, expect, it } from 'vitest';
import { wallTimeAsUtc, wallTimeIn, zonedMomentText } from './zone-clock';

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

describe('a moment written in a time zone', () => {
  const moment = Date.UTC(2025, 2, 31, 6, 5, 9, 750);
  it('writes the clock of the zone and its offset, east and west of UTC, half hours too', () => {
    expect(zonedMomentText(moment, 'Asia/Shanghai')).toBe('2025-03-31 14:05:09+08:00');
    expect(zonedMomentText(moment, 'America/New_York')).toBe('2025-03-31 02:05:09-04:00');
    expect(zonedMomentText(moment, 'Asia/Kolkata')).toBe('2025-03-31 11:35:09+05:30');
    expect(zonedMomentText(moment, 'UTC')).toBe('2025-03-31 06:05:09+00:00');
  });
  it('follows daylight saving: the same zone a season apart', () => {
    expect(zonedMomentText(Date.UTC(2025, 0, 15, 12), 'Europe/Berlin')).toBe('2025-01-15 13:00:00+01:00');
    expect(zonedMomentText(Date.UTC(2025, 6, 15, 12), 'Europe/Berlin')).toBe('2025-07-15 14:00:00+02:00');
  });
});
