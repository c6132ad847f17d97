import { describe, expect, it } from 'vitest';
import type { StatisticResultView } from '@fleetkey/contract';
import { resultChartOption, resultSeries, windowLabel } from './result-series';

// Shanghai midnights of 25 and 26 Nov 2026 (UTC+8).
const DAY1 = Date.parse('2026-11-24T16:00:00Z');
const DAY2 = Date.parse('2026-11-25T16:00:00Z');

const result = (devid: string, windowStart: number, value: number): StatisticResultView => ({
  id: `${devid}-${windowStart}`,
  exampleId: 'e1',
  devid,
  windowStart,
  windowEnd: windowStart + 86_400_000,
  value,
  samples: 1,
  source: 'computed',
  note: '',
  editedBy: null,
  editedAt: null,
  createdAt: 0,
});

describe('result series', () => {
  it('draws one line a device over the windows named in the example zone, a gap where one has none', () => {
    const series = resultSeries(
      [result('m2', DAY2, 5), result('m1', DAY2, 2), result('m1', DAY1, 1)],
      'day',
      'Asia/Shanghai',
    );
    expect(series).toEqual({
      windows: ['2026-11-25', '2026-11-26'],
      devices: [
        { name: 'm1', values: [1, 2] },
        { name: 'm2', values: [null, 5] },
      ],
    });
  });

  it('names hourly windows with their hour, longer ones by their first day', () => {
    expect(windowLabel(DAY1, 'hour', 'UTC')).toBe('2026-11-24 16:00');
    expect(windowLabel(DAY1, 'week', 'Asia/Shanghai')).toBe('2026-11-25');
  });

  it('marks the points of a device whose value stands alone past 60 windows, and of no other', () => {
    const windows = Array.from({ length: 61 }, (_, i) => `w${i}`);
    const filled = windows.map((_, i) => i);
    const lone = windows.map((_, i) => (i === 30 ? 5 : null));
    const option = resultChartOption({
      windows,
      devices: [
        { name: 'steady', values: filled },
        { name: 'once', values: lone },
      ],
    });
    expect(
      (option.series as { name: string; showSymbol: boolean }[]).map((s) => [s.name, s.showSymbol]),
    ).toEqual([
      ['steady', false],
      ['once', true],
    ]);
  });

  it('draws nothing without results', () => {
    expect(resultSeries([], 'day', 'UTC')).toEqual({ windows: [], devices: [] });
  });
});
