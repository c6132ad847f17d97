import { describe, expect, it } from 'vitest';
import { parseDeviceTopic } from './live-socket';
import { telemetryQuerySchema, telemetryUploadSchema, TELEMETRY_ROWS_MAX } from './telemetry-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';

const issues = (value: unknown) =>
  telemetryUploadSchema.safeParse(value).error?.issues.map((i) => ({ path: i.path, message: i.message })) ??
  [];

describe('telemetryUploadSchema', () => {
  it('reads one row or a list of rows, splitting the time from the points', () => {
    expect(telemetryUploadSchema.parse({ time: 1_700_000_000_000, v: 1.5, s: 'ok', b: true })).toEqual([
      { time: 1_700_000_000_000, points: { v: 1.5, s: 'ok', b: true } },
    ]);
    expect(telemetryUploadSchema.parse([{ v: 1 }, { w: 2 }])).toEqual([
      { time: undefined, points: { v: 1 } },
      { time: undefined, points: { w: 2 } },
    ]);
  });

  it.each([
    [{ 'bad-name': 1 }, [{ path: [0, 'bad-name'], message: M.keyNameInvalid }]],
    [{ isodate: 'x' }, [{ path: [0, 'isodate'], message: M.keyNameInvalid }]],
    [{ time: 1, v: 1 }, [{ path: [0, 'time'], message: M.invalidType }]],
    [{ time: 1.5e12 + 0.5, v: 1 }, [{ path: [0, 'time'], message: M.invalidType }]],
    [{ v: { nested: true } }, [{ path: [0, 'v'], message: M.invalidType }]],
    [{ v: 'x'.repeat(257) }, [{ path: [0, 'v'], message: M.tooLong }]],
    [{}, [{ path: [0], message: M.required }]],
    [{ time: 1_700_000_000_000 }, [{ path: [0], message: M.required }]],
  ])('rejects %j', (row, expected) => {
    expect(issues(row)).toEqual(expected);
  });

  it(`takes at most ${TELEMETRY_ROWS_MAX} rows`, () => {
    expect(issues(Array.from({ length: TELEMETRY_ROWS_MAX + 1 }, () => ({ v: 1 })))).toEqual([
      { path: [], message: M.tooMany },
    ]);
  });
});

describe('telemetryQuerySchema', () => {
  it('coerces the query string and defaults interval, limit and offset', () => {
    expect(
      telemetryQuerySchema.parse({
        filter: '{"keys":["v"]}',
        starttime: '1700000000.5',
        aggregation: 'avg',
        timezoneOffset: '-480',
      }),
    ).toEqual({
      filter: { keys: ['v'] },
      starttime: 1_700_000_000.5,
      skip: 0,
      limit: 100,
      descend: true,
      aggregation: 'avg',
      interval: '1h',
      timezoneOffset: -480,
    });
  });

  it('refuses an unknown aggregation or interval and an offset beyond ±14 h', () => {
    for (const query of [
      { aggregation: 'median' },
      { interval: '2h' },
      { timezoneOffset: '900' },
      { filter: '{"other":1}' },
    ]) {
      expect(telemetryQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('parseDeviceTopic', () => {
  it('yields device type, device id and message type of a device topic only', () => {
    expect(parseDeviceTopic('dev/meter/m-1/data')).toEqual({
      devtype: 'meter',
      devid: 'm-1',
      msgtype: 'data',
    });
    expect(parseDeviceTopic('dev/meter/m-1/cmd_reply')).toEqual({
      devtype: 'meter',
      devid: 'm-1',
      msgtype: 'cmd_reply',
    });
    expect(parseDeviceTopic('dev/meter/m-1/cmd/reboot')).toBeNull();
    expect(parseDeviceTopic('other/meter/m-1/data')).toBeNull();
  });
});
