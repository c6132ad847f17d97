import { describe, expect, it } from 'vitest';
import { windowEnd, windowStart, zoneOffset } from './statistic-windows';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('statistics windows in a time zone', () => {
  it('reads a zone’s offset before and after a daylight-saving change', () => {
    expect(zoneOffset(at('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffset(at('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffset(at('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('makes the spring day in Berlin 23 hours and the autumn day 25', () => {
    const spring = windowStart(at('2026-03-29T12:00:00Z'), 'day', 'Europe/Berlin');
    expect(spring).toBe(at('2026-03-28T23:00:00Z'));
    expect(windowEnd(spring, 'day', 'Europe/Berlin') - spring).toBe(23 * HOUR);
    const autumn = windowStart(at('2026-10-25T12:00:00Z'), 'day', 'Europe/Berlin');
    expect(autumn).toBe(at('2026-10-24T22:00:00Z'));
    expect(windowEnd(autumn, 'day', 'Europe/Berlin') - autumn).toBe(25 * HOUR);
  });

  it('makes New York’s day of 1 November 2026 25 hours long', () => {
    const start = windowStart(at('2026-11-01T15:00:00Z'), 'day', 'America/New_York');
    expect(start).toBe(at('2026-11-01T04:00:00Z'));
    expect(windowEnd(start, 'day', 'America/New_York')).toBe(at('2026-11-02T05:00:00Z'));
  });

  it('starts weeks on Monday and months on the 1st, local midnight', () => {
    // Wednesday 2026-11-25 in Shanghai: the week began Monday 23rd at 00:00 +08:00.
    const week = windowStart(at('2026-11-25T10:00:00Z'), 'week', 'Asia/Shanghai');
    expect(week).toBe(at('2026-11-22T16:00:00Z'));
    expect(windowEnd(week, 'week', 'Asia/Shanghai')).toBe(at('2026-11-29T16:00:00Z'));
    const month = windowStart(at('2026-03-15T00:00:00Z'), 'month', 'Europe/Berlin');
    expect(month).toBe(at('2026-02-28T23:00:00Z'));
    // March in Berlin loses an hour: 31 days less one hour, ending at 1 April 00:00 +02:00.
    expect(windowEnd(month, 'month', 'Europe/Berlin')).toBe(at('2026-03-31T22:00:00Z'));
  });

  it('keeps the repeated autumn hour as two hour windows and half-hour zones on their own hours', () => {
    const first = windowStart(at('2026-10-25T00:30:00Z'), 'hour', 'Europe/Berlin');
    const second = windowStart(at('2026-10-25T01:30:00Z'), 'hour', 'Europe/Berlin');
    expect([first, second]).toEqual([at('2026-10-25T00:00:00Z'), at('2026-10-25T01:00:00Z')]);
    expect(windowStart(at('2026-06-01T10:10:00Z'), 'hour', 'Asia/Kolkata')).toBe(at('2026-06-01T09:30:00Z'));
  });

  it('answers a window’s own start for its start', () => {
    for (const window of ['hour', 'day', 'week', 'month'] as const) {
      const start = windowStart(at('2026-10-25T01:30:00Z'), window, 'Europe/Berlin');
      expect(windowStart(start, window, 'Europe/Berlin')).toBe(start);
      const end = windowEnd(start, window, 'Europe/Berlin');
      expect(windowStart(end, window, 'Europe/Berlin')).toBe(end);
    }
  });
});
