import { describe, expect, it } from 'vitest';
import { usageByDay } from './usage-days';

const row = (day: string, messages: number, points: number) => ({
  devid: 'd',
  devname: '',
  day,
  messages,
  points,
});

describe('a month of usage per day', () => {
  it('has every day of the month, summing the devices and leaving out other months', () => {
    const days = usageByDay(
      [row('2026-02-03', 5, 10), row('2026-02-03', 2, 4), row('2026-02-28', 1, 1), row('2026-03-01', 9, 9)],
      '2026-02',
    );
    expect(days).toHaveLength(28);
    expect(days[2]).toEqual({ day: '2026-02-03', messages: 7, points: 14 });
    expect(days[27]).toEqual({ day: '2026-02-28', messages: 1, points: 1 });
    expect(days.reduce((sum, day) => sum + day.messages, 0)).toBe(8);
  });

  it('knows leap years', () => {
    expect(usageByDay([], '2028-02')).toHaveLength(29);
    expect(usageByDay([], '2026-12')).toHaveLength(31);
  });
});
