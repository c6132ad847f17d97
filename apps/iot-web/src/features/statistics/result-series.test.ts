import { describe, expect, it } from 'vitest';
import type { StatisticResultView } from '@fleetkey/contract';
import { resultSeries } from './result-series';

const result = (devid: string, windowStart: number, value: number): StatisticResultView => ({
  id: `${devid}-${windowStart}`,
  exampleId: 'e1',
  devid,
  windowStart,
  windowEnd: windowStart + 10,
  value,
  samples: 1,
  source: 'computed',
  note: '',
  editedBy: null,
  editedAt: null,
  createdAt: 0,
});

describe('result series', () => {
  it('draws one line a device, by window start, devices in name order', () => {
    const series = resultSeries([result('m2', 20, 5), result('m1', 20, 2), result('m1', 10, 1)]);
    expect(series).toEqual([
      {
        name: 'm1',
        points: [
          [10, 1],
          [20, 2],
        ],
      },
      { name: 'm2', points: [[20, 5]] },
    ]);
  });

  it('draws nothing without results', () => {
    expect(resultSeries([])).toEqual([]);
  });
});
