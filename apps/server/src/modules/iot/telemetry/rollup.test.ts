import { describe, expect, it } from 'vitest';
import { HOUR_MS, hourlyRollups, mergeAggregates } from './rollup';

describe('hourly rollups of a batch', () => {
  const at = (hour: number, minute: number) => hour * HOUR_MS + minute * 60_000;

  it("adds up each series per hour: all points, numeric ones, their sum, min and max, in the points' class", () => {
    const rollups = hourlyRollups([
      { devid: 'm-1', key: 'volts', ts: at(5, 1), num: 220, retention: 30 },
      { devid: 'm-1', key: 'volts', ts: at(5, 59), num: 230, retention: 30 },
      { devid: 'm-1', key: 'volts', ts: at(5, 30), num: null, retention: 30 },
      { devid: 'm-1', key: 'volts', ts: at(6, 0), num: 225, retention: 30 },
      { devid: 'm-2', key: 'volts', ts: at(5, 2), num: -4, retention: 0 },
      { devid: 'm-1', key: 'state', ts: at(5, 3), num: null, retention: 30 },
    ]);
    expect(rollups).toEqual([
      {
        devid: 'm-1',
        key: 'volts',
        hour: at(5, 0),
        cnt: 3,
        ncnt: 2,
        sum: 450,
        min: 220,
        max: 230,
        retention: 30,
      },
      {
        devid: 'm-1',
        key: 'volts',
        hour: at(6, 0),
        cnt: 1,
        ncnt: 1,
        sum: 225,
        min: 225,
        max: 225,
        retention: 30,
      },
      {
        devid: 'm-2',
        key: 'volts',
        hour: at(5, 0),
        cnt: 1,
        ncnt: 1,
        sum: -4,
        min: -4,
        max: -4,
        retention: 0,
      },
      {
        devid: 'm-1',
        key: 'state',
        hour: at(5, 0),
        cnt: 1,
        ncnt: 0,
        sum: null,
        min: null,
        max: null,
        retention: 30,
      },
    ]);
  });

  it('counts an hour of text points only, and takes numbers after them', () => {
    const [rollup] = hourlyRollups([
      { devid: 'm-1', key: 'mixed', ts: at(1, 0), num: null, retention: 0 },
      { devid: 'm-1', key: 'mixed', ts: at(1, 1), num: null, retention: 0 },
      { devid: 'm-1', key: 'mixed', ts: at(1, 2), num: 7, retention: 0 },
    ]);
    expect(rollup).toMatchObject({ cnt: 3, ncnt: 1, sum: 7, min: 7, max: 7 });
  });

  it('merges two aggregates into a new one, leaving both as they were', () => {
    const a = { cnt: 2, ncnt: 1, sum: 5, min: 5, max: 5 };
    const b = { cnt: 1, ncnt: 1, sum: -1, min: -1, max: -1 };
    expect(mergeAggregates(a, b)).toEqual({ cnt: 3, ncnt: 2, sum: 4, min: -1, max: 5 });
    expect(a).toEqual({ cnt: 2, ncnt: 1, sum: 5, min: 5, max: 5 });
    expect(b).toEqual({ cnt: 1, ncnt: 1, sum: -1, min: -1, max: -1 });
  });
});
