import type { DeviceView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { historyDownloadParams, historyQuery, oldestFirst } from './useHistory';

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

describe('history download', () => {
  it('carries the aggregation, interval and zone of the chart', () => {
    const search = { device, range, aggregation: 'avg', interval: '15m' } as const;
    const chart = historyQuery(search);
    expect(historyDownloadParams(search)).toEqual({
      devtype: 'meter',
      starttime: chart.starttime,
      endtime: chart.endtime,
      aggregation: 'avg',
      interval: '15m',
      timezoneOffset: chart.timezoneOffset,
    });
  });

  it('asks for the raw rows when the chart shows raw rows', () => {
    const params = historyDownloadParams({ device, range, aggregation: 'none', interval: '1h' });
    expect(params).not.toHaveProperty('aggregation');
    expect(params).not.toHaveProperty('interval');
  });
});
