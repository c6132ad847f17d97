import { describe, expect, it } from 'vitest';
import { fromAggregate, fromReadings, percentile, type WindowReadings } from './statistic-algorithms';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const window = (
  readings: [number, number][],
  before?: [number, number],
  after?: [number, number],
): WindowReadings => ({
  start: 0,
  end: HOUR,
  before: before && { ts: before[0], value: before[1] },
  readings: readings.map(([ts, value]) => ({ ts, value })),
  after: after && { ts: after[0], value: after[1] },
});

describe('built-in statistics algorithms', () => {
  it('takes avg, min, max, sum and count from a rollup aggregate', () => {
    const aggregate = { cnt: 5, ncnt: 4, sum: 10, min: 1, max: 4 };
    expect(fromAggregate('avg', aggregate)).toEqual({ value: 2.5, samples: 4 });
    expect(fromAggregate('min', aggregate)?.value).toBe(1);
    expect(fromAggregate('max', aggregate)?.value).toBe(4);
    expect(fromAggregate('sum', aggregate)?.value).toBe(10);
    expect(fromAggregate('count', aggregate)).toEqual({ value: 5, samples: 5 });
    const none = { cnt: 0, ncnt: 0, sum: null, min: null, max: null };
    expect(fromAggregate('avg', none)).toBeUndefined();
    expect(fromAggregate('count', none)?.value).toBe(0);
  });

  it('counts a counter’s growth across a reset, from the reading before the window', () => {
    // 100 before; 110, 130, reset, 5, 20: 10 + 20 + 5 + 15.
    const readings = window(
      [
        [10 * MINUTE, 110],
        [20 * MINUTE, 130],
        [30 * MINUTE, 5],
        [40 * MINUTE, 20],
      ],
      [-5 * MINUTE, 100],
    );
    expect(fromReadings('increase', readings, {})).toEqual({ value: 50, samples: 4 });
    expect(fromReadings('increase', { ...readings, before: undefined }, {})?.value).toBe(40);
  });

  it('integrates by trapezoids in value × hours, cutting the lines across the edges', () => {
    // 2 kW for the first half hour rising to 4 kW at 30 min, then flat: 1.5 + 2 = 3.5 kWh inside readings.
    const inside = window([
      [0, 2],
      [30 * MINUTE, 4],
      [60 * MINUTE - 1, 4],
    ]);
    expect(fromReadings('integral', inside, {})?.value).toBeCloseTo(1.5 + (4 * (30 * MINUTE - 1)) / HOUR, 9);
    // Readings at 15 and 45 min; 0 before at -15, 0 after at 75: the edge values are interpolated.
    const edges = window(
      [
        [15 * MINUTE, 4],
        [45 * MINUTE, 4],
      ],
      [-15 * MINUTE, 0],
      [75 * MINUTE, 0],
    );
    // Edge values 2 at 0 and 60: 0.25 × 3 + 0.5 × 4 + 0.25 × 3.
    expect(fromReadings('integral', edges, {})?.value).toBeCloseTo(3.5, 9);
  });

  it('holds each value until the next reading for time above and below a threshold', () => {
    const readings = window(
      [
        [10 * MINUTE, 50],
        [40 * MINUTE, 10],
      ],
      [-MINUTE, 40],
    );
    // 40 from 0 to 10, 50 from 10 to 40, 10 from 40 to 60.
    expect(fromReadings('timeAbove', readings, { threshold: 30 })?.value).toBe(40 * 60);
    expect(fromReadings('timeBelow', readings, { threshold: 30 })?.value).toBe(20 * 60);
    expect(fromReadings('timeAbove', readings, { threshold: 50 })?.value).toBe(0);
  });

  it('gives first, last and a nearest-rank percentile', () => {
    const readings = window([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(fromReadings('first', readings, {})?.value).toBe(3);
    expect(fromReadings('last', readings, {})?.value).toBe(2);
    expect(fromReadings('percentile', readings, { p: 50 })?.value).toBe(2);
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 96)).toBe(20);
    expect(percentile(twenty, 0)).toBe(1);
    expect(percentile(twenty, 100)).toBe(20);
  });

  it('gives no value for a window without readings', () => {
    expect(fromReadings('increase', window([], [0, 1], [HOUR, 2]), {})).toBeUndefined();
  });
});
