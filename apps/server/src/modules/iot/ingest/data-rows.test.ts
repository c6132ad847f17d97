import { DEVICE_TIME_AHEAD_MAX_MS, TELEMETRY_TIME_MIN } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { compileRules, declaredEvents, OPEN_RULES } from '../devtypes/type-rules';
import { keepDeclared, splitDataRows } from './data-rows';

const NOW = Date.UTC(2025, 5, 1);
const T = Date.UTC(2025, 4, 1);

describe('splitting a data message', () => {
  it('keeps the good values of a row with one bad value, rejecting only that point', () => {
    expect(splitDataRows({ time: T, v: 1.5, bad: null, on: true }, NOW)).toEqual({
      rows: [{ at: '', time: T, points: { v: 1.5, on: true } }],
      rejections: [{ reason: 'VALUE_INVALID', detail: 'bad' }],
    });
  });

  it('names the row of a list and the point within it', () => {
    expect(splitDataRows([{ a: 1 }, { a: 'x'.repeat(300), 'b-c': 2, isodate: 'x', c: 3 }], NOW)).toEqual({
      rows: [
        { at: '[0]', time: undefined, points: { a: 1 } },
        { at: '[1]', time: undefined, points: { c: 3 } },
      ],
      rejections: [
        { reason: 'VALUE_INVALID', detail: '[1].a' },
        { reason: 'POINT_NAME_INVALID', detail: '[1].b-c' },
        { reason: 'POINT_NAME_INVALID', detail: '[1].isodate' },
      ],
    });
  });

  it('rejects a row stamped more than a day ahead or before 2000, keeping the other rows', () => {
    const ahead = NOW + DEVICE_TIME_AHEAD_MAX_MS + 1;
    const split = splitDataRows(
      [
        { time: ahead, v: 1 },
        { time: TELEMETRY_TIME_MIN - 1, v: 2 },
        { time: NOW + DEVICE_TIME_AHEAD_MAX_MS, v: 3 },
      ],
      NOW,
    );
    expect(split.rows).toEqual([{ at: '[2]', time: NOW + DEVICE_TIME_AHEAD_MAX_MS, points: { v: 3 } }]);
    expect(split.rejections).toEqual([
      { reason: 'TIME_IN_FUTURE', detail: `[0].time: ${ahead}` },
      { reason: 'TIME_TOO_OLD', detail: `[1].time: ${TELEMETRY_TIME_MIN - 1}` },
    ]);
  });

  it('rejects a time that is not whole epoch milliseconds', () => {
    expect(splitDataRows({ time: '2025-01-01', v: 1 }, NOW).rejections).toEqual([
      { reason: 'TIME_INVALID', detail: 'time: 2025-01-01' },
    ]);
  });

  it('rejects a row of 65 points whole, and a message of 101 rows whole', () => {
    const wide = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`p${i}`, i]));
    expect(splitDataRows([{ ok: 1 }, wide], NOW)).toEqual({
      rows: [{ at: '[0]', time: undefined, points: { ok: 1 } }],
      rejections: [{ reason: 'TOO_MANY_POINTS', detail: '[1]: 65 > 64' }],
    });
    expect(
      splitDataRows(
        Array.from({ length: 101 }, () => ({ v: 1 })),
        NOW,
      ),
    ).toEqual({
      rows: [],
      rejections: [{ reason: 'TOO_MANY_ROWS', detail: '101 > 100' }],
    });
  });

  it('rejects rows that are not objects or carry no points, and an empty list', () => {
    expect(splitDataRows([42, {}, { time: T }], NOW).rejections).toEqual([
      { reason: 'ROW_INVALID', detail: '[0]' },
      { reason: 'ROW_INVALID', detail: '[1]' },
      { reason: 'ROW_INVALID', detail: '[2]' },
    ]);
    expect(splitDataRows([], NOW).rejections).toEqual([{ reason: 'ROW_INVALID', detail: '[]' }]);
  });
});

const NO_EVENTS = declaredEvents({ warnings: [], errors: [], logs: [] });

describe('a strict type on the rows', () => {
  const rules = compileRules(
    'strict',
    [{ name: 'temp', type: 'number' }],
    [[{ name: 'count', type: 'integer' }]],
    NO_EVENTS,
  );

  it('keeps declared points of the declared type, from data and much_data alike', () => {
    const split = splitDataRows({ temp: 21.5, count: 3, humidity: 40, on: 'yes' }, NOW);
    expect(keepDeclared(split, rules)).toEqual({
      rows: [{ at: '', time: undefined, points: { temp: 21.5, count: 3 } }],
      rejections: [
        { reason: 'POINT_UNDECLARED', detail: 'humidity' },
        { reason: 'POINT_UNDECLARED', detail: 'on' },
      ],
    });
  });

  it('rejects a value of the wrong type, naming the declared one, and drops a row left empty', () => {
    const split = splitDataRows([{ temp: 'abc' }, { count: 1.5, temp: 2 }], NOW);
    expect(keepDeclared(split, rules)).toEqual({
      rows: [{ at: '[1]', time: undefined, points: { temp: 2 } }],
      rejections: [
        { reason: 'VALUE_TYPE_MISMATCH', detail: '[0].temp: number' },
        { reason: 'VALUE_TYPE_MISMATCH', detail: '[1].count: integer' },
      ],
    });
  });

  it('rejects every point when the strict type declares none; an open type keeps everything', () => {
    const split = splitDataRows({ a: 1 }, NOW);
    expect(keepDeclared(split, compileRules('strict', [], [], NO_EVENTS)).rows).toEqual([]);
    expect(keepDeclared(split, OPEN_RULES)).toBe(split);
  });
});
