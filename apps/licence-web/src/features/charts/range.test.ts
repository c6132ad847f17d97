import { describe, expect, it } from 'vitest';
import { pieOption } from './options';
import { lastDays } from './range';

describe('statistics range', () => {
  it('covers the last n local days up to today, across a month end', () => {
    const range = lastDays(7, new Date(2026, 2, 3, 23, 59));
    expect(range).toMatchObject({ from: '2026-02-25', to: '2026-03-03' });
    expect(range.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('leaves labels without uses out of a pie', () => {
    const option = pieOption(
      [
        { label: 'energy', uses: 3 },
        { label: 'mining', uses: 0 },
      ],
      'Uses',
    ) as { series: { data: unknown[] }[] };
    expect(option.series[0]?.data).toEqual([{ name: 'energy', value: 3 }]);
  });
});
