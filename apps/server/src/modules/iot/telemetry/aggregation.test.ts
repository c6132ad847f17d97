import { describe, expect, it } from 'vitest';
import { bucketGrid, bucketOf, bucketRows, planReads } from './aggregation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('bucketGrid', () => {
  it('starts day buckets at midnight in the user zone (timezoneOffset as Date#getTimezoneOffset gives it)', () => {
    const grid = bucketGrid('1d', -480); // UTC+8
    expect(bucketOf(Date.UTC(2024, 4, 1, 15, 59), grid)).toBe(Date.UTC(2024, 3, 30, 16));
    expect(bucketOf(Date.UTC(2024, 4, 1, 16, 0), grid)).toBe(Date.UTC(2024, 4, 1, 16));
    expect(bucketOf(Date.UTC(2024, 4, 1, 3), bucketGrid('1d', 300))).toBe(Date.UTC(2024, 3, 30, 5)); // UTC-5
  });

  it('starts week buckets on Monday at local midnight', () => {
    // Wednesday 2024-05-08 → Monday 2024-05-06.
    expect(bucketOf(Date.UTC(2024, 4, 8, 12), bucketGrid('7d', 0))).toBe(Date.UTC(2024, 4, 6));
    expect(bucketOf(Date.UTC(2024, 4, 5, 20), bucketGrid('7d', -480))).toBe(Date.UTC(2024, 4, 5, 16));
  });
});

describe('planReads', () => {
  it('reads whole hours from the rollup and the cut minutes at either end from raw points', () => {
    const from = Date.UTC(2024, 0, 1, 0, 25);
    const to = Date.UTC(2024, 0, 3, 4, 35);
    expect(planReads({ from, to }, bucketGrid('1d', -480))).toEqual({
      hourly: { from: Date.UTC(2024, 0, 1, 1), to: Date.UTC(2024, 0, 3, 4) },
      raw: [
        { from, to: Date.UTC(2024, 0, 1, 1) },
        { from: Date.UTC(2024, 0, 3, 4), to },
      ],
    });
  });

  it('reads raw points only for a grid finer than hours, or off the hour (UTC+5:30), or under an hour', () => {
    const span = { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 0, 2) };
    expect(planReads(span, bucketGrid('15m', 0))).toEqual({ hourly: undefined, raw: [span] });
    expect(planReads(span, bucketGrid('1d', -330))).toEqual({ hourly: undefined, raw: [span] });
    const short = { from: span.from + 60_000, to: span.from + 50 * 60_000 };
    expect(planReads(short, bucketGrid('1h', 0))).toEqual({ hourly: undefined, raw: [short] });
  });
});

describe('bucketRows', () => {
  it('merges the parts of a bucket and answers each aggregation, null without numeric points', () => {
    const parts = [
      { bucket: 0, key: 'v', cnt: 2, ncnt: 2, sum: 10, min: 4, max: 6 },
      { bucket: 0, key: 'v', cnt: 1, ncnt: 1, sum: 2, min: 2, max: 2 },
      { bucket: 0, key: 's', cnt: 3, ncnt: 0, sum: null, min: null, max: null },
      { bucket: DAY, key: 'v', cnt: 1, ncnt: 1, sum: 7, min: 7, max: 7 },
    ];
    expect(bucketRows(parts, 'avg', true).map(({ isodate: _, ...row }) => row)).toEqual([
      { time: DAY, v: 7 },
      { time: 0, v: 4, s: null },
    ]);
    expect(bucketRows(parts, 'count', false).map(({ isodate: _, ...row }) => row)).toEqual([
      { time: 0, v: 3, s: 3 },
      { time: DAY, v: 1 },
    ]);
    expect(bucketRows(parts, 'min', false)[0]).toMatchObject({ v: 2, s: null });
    expect(bucketRows(parts, 'max', false)[0]).toMatchObject({ v: 6 });
    expect(bucketRows(parts, 'sum', false)[0]).toMatchObject({ v: 12 });
  });
});
