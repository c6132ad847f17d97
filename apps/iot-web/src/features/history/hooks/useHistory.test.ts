import type { DeviceView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { historyQuery, oldestFirst } from './useHistory';

const device = { devid: 'meter-1', devtype: 'meter' } as DeviceView;
const range = { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 0, 2) };

describe('history query', () => {
  it('asks for the newest rows a call can answer, so a long range shows its latest part', () => {
    expect(historyQuery({ device, range, aggregation: 'none', interval: '1h' })).toMatchObject({
      devtype: 'meter',
      limit: 10_000,
      descend: true,
    });
  });

  it('hands the chart and table the rows oldest first', () => {
    const row = (time: number) => ({ time, isodate: new Date(time).toISOString() });
    const page = { totalCount: 3, result: [row(3), row(2), row(1)] };
    expect(oldestFirst(page).result.map((row) => row.time)).toEqual([1, 2, 3]);
    expect(page.result.map((row) => row.time)).toEqual([3, 2, 1]);
  });
});
