import { describe, expect, it } from 'vitest';
import { lineAmount } from './bill-prices';
import { dayIn, daysOfPeriod, nextPeriod, previousPeriod } from './usage-days';

describe('usage days', () => {
  it('puts an instant on the day of the account zone, not of UTC', () => {
    // 2026-01-31T16:30Z is already 1 February in Shanghai (UTC+8), still 31 January in New York.
    const instant = Date.UTC(2026, 0, 31, 16, 30);
    expect(dayIn(instant, 'Asia/Shanghai')).toBe('2026-02-01');
    expect(dayIn(instant, 'UTC')).toBe('2026-01-31');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-01-31');
  });

  it('starts the day at local midnight, to the millisecond', () => {
    const midnightShanghai = Date.UTC(2026, 2, 31, 16, 0);
    expect(dayIn(midnightShanghai - 1, 'Asia/Shanghai')).toBe('2026-03-31');
    expect(dayIn(midnightShanghai, 'Asia/Shanghai')).toBe('2026-04-01');
  });

  it('follows a zone across its daylight-saving change', () => {
    // Berlin moves to UTC+2 on 2026-03-29; midnight of the 30th is 22:00Z on the 29th.
    expect(dayIn(Date.UTC(2026, 2, 29, 21, 59), 'Europe/Berlin')).toBe('2026-03-29');
    expect(dayIn(Date.UTC(2026, 2, 29, 22, 0), 'Europe/Berlin')).toBe('2026-03-30');
  });

  it('steps months across years and bounds a month by day strings', () => {
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(nextPeriod('2025-12')).toBe('2026-01');
    expect(previousPeriod('2026-10')).toBe('2026-09');
    expect(daysOfPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});

describe('bill line amounts', () => {
  const prices = { deviceMonth: 100, perThousandMessages: 10 };

  it('charges nothing for a device that sent nothing', () => {
    expect(lineAmount(0, prices)).toBe(0);
  });

  it('charges the device fee and each started thousand messages', () => {
    expect(lineAmount(1, prices)).toBe(110);
    expect(lineAmount(1000, prices)).toBe(110);
    expect(lineAmount(1001, prices)).toBe(120);
    expect(lineAmount(2_500_000, prices)).toBe(100 + 2500 * 10);
  });
});
