import type { ApiClient } from '@fleetkey/api-client';
import {
  TELEMETRY_INTERVALS,
  type TelemetryAggregation,
  type TelemetryInterval,
  type TelemetryPage,
  type TelemetryRow,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { ownerWithDevice } from './support/mqtt-devices';
import { plainAggregate } from './support/plain-aggregates';
import { startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;
// Friday 2024-03-01 00:00 UTC.
const START = Date.UTC(2024, 2, 1);

interface Point {
  time: number;
  volts: number;
  state: string;
}

/** Points every 7 min 13 s over four days, so hours and days are cut at odd places. */
function fixture(): Point[] {
  const points: Point[] = [];
  for (let time = START + 17_000, i = 0; time < START + 4 * DAY; time += 433_000, i++) {
    points.push({ time, volts: 200 + ((i * 37) % 41) + (i % 3) * 0.25, state: i % 5 === 0 ? 'idle' : 'run' });
  }
  return points;
}

/**
 * The expected answer, computed plainly: a point's bucket is its local time (UTC minus timezoneOffset
 * minutes) floored to the interval — weeks from Monday — and turned back into UTC.
 */
function expected(
  points: readonly Point[],
  aggregation: TelemetryAggregation,
  interval: TelemetryInterval,
  timezoneOffset: number,
  from: number,
  to: number,
): TelemetryRow[] {
  const width = TELEMETRY_INTERVALS[interval];
  const monday = width === 7 * DAY ? 3 * DAY : 0;
  const buckets = new Map<number, { volts: number[]; state: number }>();
  for (const point of points) {
    if (point.time < from || point.time >= to) continue;
    const local = point.time - timezoneOffset * 60_000;
    const bucket = Math.floor((local + monday) / width) * width - monday + timezoneOffset * 60_000;
    const entry = buckets.get(bucket) ?? { volts: [], state: 0 };
    entry.volts.push(point.volts);
    entry.state += 1;
    buckets.set(bucket, entry);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => b - a)
    .map(([time, entry]) => ({
      time,
      isodate: new Date(time).toISOString(),
      volts: plainAggregate(aggregation, entry.volts),
      state: aggregation === 'count' ? entry.state : null,
    }));
}

function roundValues(rows: readonly TelemetryRow[]): TelemetryRow[] {
  return rows.map((row) => {
    const copy: TelemetryRow = { ...row };
    for (const key of ['volts', 'state']) {
      const value = copy[key];
      if (typeof value === 'number') copy[key] = Math.round(value * 1e6) / 1e6;
    }
    return copy;
  });
}

describe.each(testEngines)('aggregated device data ($name)', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  let devid: string;
  const points = fixture();
  const aggregate = (query: Record<string, string | number>) =>
    client.get<TelemetryPage>(`/devices/${devid}/data`, { query: { limit: 10_000, ...query } });

  beforeAll(async () => {
    server = await startTestServer(engine);
    const owner = await ownerWithDevice(server);
    client = owner.client;
    devid = owner.device.devid;
    for (let i = 0; i < points.length; i += 100) {
      await client.post(`/devices/${devid}/data`, { body: points.slice(i, i + 100) });
    }
  });
  afterAll(() => server.close());

  const cases: [TelemetryAggregation, TelemetryInterval, number][] = [
    ['avg', '1h', 0],
    // On a grid of hours the rollup's rows carry only what each aggregation is made of.
    ['count', '1h', 0],
    ['sum', '1h', 0],
    ['min', '1h', 0],
    ['max', '1h', 0],
    ['min', '1d', 0],
    ['max', '1d', -480],
    ['sum', '6h', 300],
    ['count', '1d', -480],
    ['avg', '1d', -330],
    ['count', '15m', 0],
    ['sum', '7d', 60],
  ];
  it.each(cases)(
    '%s per %s at timezoneOffset %i matches the plain computation, edges cut mid-hour',
    async (aggregation, interval, tz) => {
      // Starts and ends inside an hour: whole hours come from the rollup, the cut minutes from raw points.
      const from = START + 3 * 3_600_000 + 25 * 60_000;
      const to = START + 3 * DAY + 11 * 3_600_000 + 7 * 60_000;
      const page = await aggregate({
        aggregation,
        interval,
        timezoneOffset: tz,
        starttime: from / 1000,
        endtime: to / 1000,
      });
      const want = expected(points, aggregation, interval, tz, from, to);
      expect(page.totalCount).toBe(want.length);
      expect(roundValues(page.result)).toEqual(roundValues(want));
    },
  );

  it('puts a point in the day of the user zone: 23:30 and 00:30 local are different days at UTC+8, one day at UTC', async () => {
    const owner = await ownerWithDevice(server);
    const late = Date.UTC(2024, 4, 1, 15, 30); // 23:30 on 1 May at UTC+8
    const early = Date.UTC(2024, 4, 1, 16, 30); // 00:30 on 2 May at UTC+8
    await owner.client.post(`/devices/${owner.device.devid}/data`, {
      body: [
        { time: late, n: 1 },
        { time: early, n: 2 },
      ],
    });
    const range = { starttime: Date.UTC(2024, 3, 30) / 1000, endtime: Date.UTC(2024, 4, 3) / 1000 };
    const query = (timezoneOffset: number) =>
      owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`, {
        query: { aggregation: 'sum', interval: '1d', timezoneOffset, descend: false, ...range },
      });
    expect((await query(-480)).result).toEqual([
      { time: Date.UTC(2024, 3, 30, 16), isodate: '2024-04-30T16:00:00.000Z', n: 1 },
      { time: Date.UTC(2024, 4, 1, 16), isodate: '2024-05-01T16:00:00.000Z', n: 2 },
    ]);
    expect((await query(0)).result).toEqual([
      { time: Date.UTC(2024, 4, 1), isodate: '2024-05-01T00:00:00.000Z', n: 3 },
    ]);
  });

  it('keeps aggregates exact after points are overwritten and deleted', async () => {
    const owner = await ownerWithDevice(server);
    const path = `/devices/${owner.device.devid}/data`;
    const base = Date.UTC(2024, 6, 1);
    await owner.client.post(path, {
      body: [
        { time: base + 60_000, v: 1 },
        { time: base + 120_000, v: 2 },
        { time: base + 3_700_000, v: 10 },
      ],
    });
    await owner.client.put(path, {
      query: { filter: JSON.stringify({ time: base + 60_000 }) },
      body: { v: 5 },
    });
    await owner.client.delete(path, { query: { filter: JSON.stringify({ time: base + 3_700_000 }) } });
    const page = await owner.client.get<TelemetryPage>(path, {
      query: { aggregation: 'sum', interval: '1d', starttime: base / 1000, endtime: (base + DAY) / 1000 },
    });
    expect(page.result).toEqual([{ time: base, isodate: new Date(base).toISOString(), v: 7 }]);
  });

  it('needs a range to aggregate, and refuses one of too many buckets', async () => {
    await expect(aggregate({ aggregation: 'avg' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    await expect(
      aggregate({
        aggregation: 'avg',
        interval: '1m',
        starttime: START / 1000,
        endtime: (START + 400 * DAY) / 1000,
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(aggregate({ aggregation: 'median' })).rejects.toMatchObject({ status: 400 });
  });

  it('pages buckets with skip and limit, oldest first when descend=false', async () => {
    const range = { starttime: START / 1000, endtime: (START + 4 * DAY) / 1000 };
    const page = await client.get<TelemetryPage>(`/devices/${devid}/data`, {
      query: { aggregation: 'count', interval: '1d', descend: false, skip: 1, limit: 2, ...range },
    });
    expect(page.totalCount).toBe(4);
    expect(page.result.map((row) => row.time)).toEqual([START + DAY, START + 2 * DAY]);
  });
});
