import { ApiError, deviceGroupsApi, statisticsApi, type ApiClient } from '@fleetkey/api-client';
import { STATISTIC_BUILTINS } from '@fleetkey/contract';
import type { StatisticBuiltin, StatisticExampleBodyInput, StatisticResultView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointRow } from '../src/modules/iot/telemetry/telemetry-rows';
import { telemetryWrites } from '../src/modules/iot/telemetry/telemetry-writes.repository';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { eventually } from './support/mqtt-devices';
import { plainAggregate } from './support/plain-aggregates';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Statistics over real HTTP on stored telemetry: every built-in checked against values this file computes
// its own way (sums over second-by-second samples for the time-weighted ones) on generated data with a
// counter reset, a gap and Berlin's 25-hour day; formulas refused when saved; a scoped sub-user; backfill on
// start; and two server nodes on one database computing each window once.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Local midnights in Europe/Berlin, written out: 24 and 26 October 2026 are CEST/CET days, the 25th has 25 h.
const BERLIN_DAYS = [
  Date.parse('2026-10-23T22:00:00Z'),
  Date.parse('2026-10-24T22:00:00Z'),
  Date.parse('2026-10-25T23:00:00Z'),
  Date.parse('2026-10-26T23:00:00Z'),
];

type Series = { ts: number; value: number }[];

/** Device A: every 10 min from 23 Oct 20:00 to 27 Oct 02:00 UTC, no data 25 Oct 05:00–09:00, a counter reset. */
function seriesA(): Record<'power' | 'counter', Series> {
  const power: Series = [];
  const counter: Series = [];
  let total = 1000;
  const first = Date.parse('2026-10-23T20:00:00Z');
  const resetAt = Date.parse('2026-10-25T12:00:00Z');
  for (let i = 0, ts = first; ts <= Date.parse('2026-10-27T02:00:00Z'); i += 1, ts += 10 * MINUTE) {
    if (ts >= Date.parse('2026-10-25T05:00:00Z') && ts < Date.parse('2026-10-25T09:00:00Z')) continue;
    power.push({ ts, value: Math.round((5 + 3 * Math.sin(i / 7)) * 1000) / 1000 });
    total = ts === resetAt ? 2 : total + (i % 5) + 1;
    counter.push({ ts, value: total });
  }
  return { power, counter };
}

/** Device B: every 30 min on 25 Oct (UTC) only, a plain ramp. */
function seriesB(): Record<'power' | 'counter', Series> {
  const power: Series = [];
  const counter: Series = [];
  for (let i = 0, ts = Date.parse('2026-10-25T00:00:00Z'); i < 48; i += 1, ts += 30 * MINUTE) {
    power.push({ ts, value: i % 12 });
    counter.push({ ts, value: 10 * i });
  }
  return { power, counter };
}

async function store(server: TestServer, devid: string, series: Record<string, Series>) {
  const points: PointRow[] = Object.entries(series).flatMap(([key, list]) =>
    list.map(({ ts, value }) => ({ devid, key, ts, num: value, str: null })),
  );
  await server.db.transaction().execute((trx) => telemetryWrites(server.db, trx).upsert(points));
}

// The expected values, each computed the plain way from the generated series.
const inWindow = (series: Series, from: number, to: number) =>
  series.filter((p) => p.ts >= from && p.ts < to);
/**
 * The reading at each instant asked for, asked in time order: held from the one before, or interpolated to
 * the one after. A cursor walks the series once (a search of the series for each second of a day was most
 * of this file's processor time).
 */
function readingsAt(series: Series, hold: boolean): (ts: number) => number | undefined {
  let next = 0;
  return (ts) => {
    while (next < series.length && (series[next]?.ts ?? 0) <= ts) next += 1;
    const before = series[next - 1];
    const after = series[next];
    if (!before) return undefined;
    if (hold || !after || before.ts === ts) return before.value;
    return before.value + ((after.value - before.value) * (ts - before.ts)) / (after.ts - before.ts);
  };
}

function expected(kind: StatisticBuiltin, series: Series, from: number, to: number): number | undefined {
  const inside = inWindow(series, from, to);
  const values = inside.map((p) => p.value);
  if (kind === 'count') return values.length;
  if (values.length === 0) return undefined;
  const previous = inWindow(series, from - (to - from), from).at(-1);
  switch (kind) {
    case 'avg':
    case 'sum':
    case 'min':
    case 'max':
      return plainAggregate(kind, values);
    case 'first':
      return values[0];
    case 'last':
      return values.at(-1);
    case 'percentile': {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.ceil(0.9 * sorted.length) - 1];
    }
    case 'increase': {
      let total = 0;
      const chain = previous ? [previous.value, ...values] : values;
      for (let i = 1; i < chain.length; i += 1) {
        const [a = 0, b = 0] = [chain[i - 1], chain[i]];
        total += b < a ? b : b - a;
      }
      return total;
    }
    case 'integral':
    case 'timeAbove':
    case 'timeBelow': {
      // Second by second over the span the readings cover (from the one before the window, to the one after).
      const near = series.filter((p) => p.ts >= from - (to - from) && p.ts < to + (to - from));
      const first = previous ? from : (inside[0]?.ts ?? from);
      const next = near.find((p) => p.ts >= to);
      const last = kind === 'integral' ? (next ? to : (inside.at(-1)?.ts ?? to)) : to;
      const at = readingsAt(near, kind !== 'integral');
      let total = 0;
      for (let t = first; t < last; t += 1000) {
        const value = at(t + (kind === 'integral' ? 500 : 0));
        if (value === undefined) continue;
        if (kind === 'integral') total += (value * 1000) / HOUR;
        else if (kind === 'timeAbove' ? value > 5 : value < 5) total += 1;
      }
      return total;
    }
  }
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) =>
      error instanceof ApiError ? { status: error.status, code: error.code, data: error.data } : error,
  );

/** Waits until every listed example has computed its windows up to `until`. */
async function computedUntil(api: ReturnType<typeof statisticsApi>, ids: string[], until: number) {
  await eventually(
    async () => Promise.all(ids.map((id) => api.example(id))),
    (views) => views.every((view) => (view.nextWindowStart ?? 0) >= until),
    // Months of windows are real work: a machine four times slower than an idle one still finishes.
    240_000,
    // One read is a call per example, served by the process that computes the windows: reading every 20 ms
    // beside two other busy lanes left the runner little time (the file took 272 s in CI, 16 s alone).
    250,
  );
}

describe.each(testEngines)('statistics ($name)', (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let api: ReturnType<typeof statisticsApi>;
  let devtype: string;
  const devices: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
  const data = { a: seriesA(), b: seriesB() };
  let groupId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { STATISTIC_TICK_MS: '50', OUTBOX_API: '1' } });
    ({ client: owner } = await signedInUser(server));
    api = statisticsApi(owner);
    ({ devtype } = await createType(owner, uniqueId('meter')));
    for (const key of ['a', 'b', 'c'] as const) devices[key] = (await createDevice(owner, devtype)).devid;
    await store(server, devices.a, data.a);
    await store(server, devices.b, data.b);
    const group = await deviceGroupsApi(owner).create({ name: 'Hall A' });
    groupId = group.id;
    await deviceGroupsApi(owner).addDevices(groupId, [devices.a]);
  });
  afterAll(() => server.close());

  const example = (
    algorithmId: string,
    extra: Partial<StatisticExampleBodyInput> = {},
  ): StatisticExampleBodyInput => ({
    name: `Daily ${algorithmId}`,
    algorithmId,
    point: ['increase'].includes(algorithmId) ? 'counter' : 'power',
    params: { threshold: 5, p: 90 },
    targets: { devtype },
    window: 'day',
    timeZone: 'Europe/Berlin',
    ...extra,
  });
  const resultsOf = async (exampleId: string) =>
    (await api.results({ exampleId, from: BERLIN_DAYS[0], to: BERLIN_DAYS[3], descend: false, limit: 1000 }))
      .result;

  it('lists the built-ins with their parameters before the formulas', async () => {
    const page = await api.algorithms({ limit: 3 });
    expect(page.totalCount).toBeGreaterThanOrEqual(12);
    expect(page.result.map((view) => [view.id, view.builtin])).toEqual([
      ['avg', true],
      ['min', true],
      ['max', true],
    ]);
    expect((await api.algorithm('percentile')).params).toEqual(['p']);
  });

  it('computes every built-in over Berlin days (one of 25 hours) as computed independently', async () => {
    const created = await Promise.all(STATISTIC_BUILTINS.map((kind) => api.createExample(example(kind))));
    expect(created.every((view) => view.state === 'stopped' && view.nextWindowStart === null)).toBe(true);
    const ids = created.map((view) => view.id);
    const started = await api.start(ids, BERLIN_DAYS[0]);
    expect(started.map((view) => view.nextWindowStart)).toEqual(ids.map(() => BERLIN_DAYS[0]));
    await computedUntil(api, ids, BERLIN_DAYS[3] ?? 0);

    for (const [index, kind] of STATISTIC_BUILTINS.entries()) {
      const results = await resultsOf(ids[index] ?? '');
      for (const key of ['a', 'b'] as const) {
        const series = data[key][kind === 'increase' ? 'counter' : 'power'];
        for (let day = 0; day < 3; day += 1) {
          const [from = 0, to = 0] = [BERLIN_DAYS[day], BERLIN_DAYS[day + 1]];
          const want = expected(kind, series, from, to);
          const got = results.find((r) => r.devid === devices[key] && r.windowStart === from);
          const label = `${kind} ${key} day ${day}`;
          if (want === undefined) expect(got, label).toBeUndefined();
          else {
            expect(got?.windowEnd, label).toBe(to);
            expect(got?.value, label).toBeCloseTo(want, 6);
          }
        }
      }
      // Device C has no data: only count answers for it (0).
      const forC = results.filter((r) => r.devid === devices.c).map((r) => r.value);
      expect(forC, kind).toEqual(kind === 'count' ? [0, 0, 0] : []);
    }
  }, 300_000);

  it('saves a formula over built-in aggregates and refuses forbidden functions and names', async () => {
    const spread = await api.createAlgorithm({
      name: 'Spread',
      formula: 'max(power) - min(power)',
      unit: 'kW',
    });
    expect(spread).toMatchObject({ builtin: false, points: ['power'], unit: 'kW' });
    const refused = await failure(api.createAlgorithm({ name: 'Bad', formula: 'import(power)' }));
    expect(refused).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      data: {
        fields: [{ path: 'formula', message: 'validation.formulaFunctionForbidden' }],
        formula: { at: 'import' },
      },
    });
    expect(await failure(api.createAlgorithm({ name: 'Bad', formula: 'avg(power) * factor' }))).toMatchObject(
      {
        data: { fields: [{ path: 'formula', message: 'validation.formulaSymbolUnknown' }] },
      },
    );

    const view = await api.createExample(example(spread.id));
    await api.start([view.id], BERLIN_DAYS[1]);
    await computedUntil(api, [view.id], BERLIN_DAYS[3] ?? 0);
    const results = await resultsOf(view.id);
    const series = data.a.power;
    const [from = 0, to = 0] = [BERLIN_DAYS[1], BERLIN_DAYS[2]];
    const want = (expected('max', series, from, to) ?? 0) - (expected('min', series, from, to) ?? 0);
    expect(results.find((r) => r.devid === devices.a && r.windowStart === from)?.value).toBeCloseTo(want, 9);

    // In use: its formula stays while the example runs, and it cannot be deleted.
    expect(
      await failure(api.updateAlgorithm(spread.id, { name: 'Spread', formula: 'max(power)' })),
    ).toMatchObject({
      status: 409,
      code: 'STATISTIC_ALGORITHM_IN_USE',
    });
    expect(await failure(api.removeAlgorithm(spread.id))).toMatchObject({
      code: 'STATISTIC_ALGORITHM_IN_USE',
    });
    expect(await failure(api.updateExample(view.id, example(spread.id, { window: 'week' })))).toMatchObject({
      code: 'STATISTIC_EXAMPLE_RUNNING',
    });
  });

  it('keeps a scoped sub-user to the devices of its groups', async () => {
    const profile = await createProfile(owner, { statistics: ['read', 'write', 'control'] }, [groupId]);
    const { client } = await signedInSubuser(server, owner, profile.id);
    const scoped = statisticsApi(client);
    expect(
      await failure(scoped.createExample(example('avg', { targets: { devtype, devids: [devices.b] } }))),
    ).toMatchObject({ status: 404, data: { devids: [devices.b] } });
    // The owner's examples are not the sub-user's; its own example covers its scope only.
    expect((await scoped.examples()).totalCount).toBe(0);
    const own = await scoped.createExample(example('max'));
    await scoped.start([own.id], BERLIN_DAYS[0]);
    await computedUntil(scoped, [own.id], BERLIN_DAYS[3] ?? 0);
    const seen = await scoped.results({ limit: 1000 });
    expect(new Set(seen.result.map((r) => r.devid))).toEqual(new Set([devices.a]));
    expect((await scoped.results({ devid: devices.b })).totalCount).toBe(0);
    // The owner sees the sub-user's example's results too (its scope holds every device); the example may
    // have computed another window since.
    const ownerSees = new Set(
      (await api.results({ exampleId: own.id, limit: 1000 })).result.map((r) => r.id),
    );
    expect(seen.result.filter((r) => !ownerSees.has(r.id))).toEqual([]);
  });

  it('overrides, adds by hand, deletes and exports results', async () => {
    const view = await api.createExample(example('last'));
    await api.start([view.id], BERLIN_DAYS[0]);
    await computedUntil(api, [view.id], BERLIN_DAYS[3] ?? 0);
    const [first] = await resultsOf(view.id);
    if (!first) throw new Error('no result');
    const edited: StatisticResultView = await api.updateResult(first.id, {
      value: 42,
      note: 'meter swapped',
    });
    expect(edited).toMatchObject({ value: 42, note: 'meter swapped', source: 'computed' });
    expect(edited.editedBy).not.toBeNull();

    const at = { exampleId: view.id, devid: first.devid, windowStart: first.windowStart, value: 1 };
    expect(await failure(api.addResult(at))).toMatchObject({ status: 409, data: { id: first.id } });
    expect(await failure(api.addResult({ ...at, windowStart: first.windowStart + HOUR }))).toMatchObject({
      status: 400,
      data: { fields: [{ path: 'windowStart', message: 'validation.windowStartInvalid' }] },
    });
    await api.removeResult(first.id);
    const manual = await api.addResult({ ...at, note: 'read on site' });
    expect(manual).toMatchObject({ source: 'manual', samples: 0, windowEnd: first.windowEnd });

    const csv = await (await api.exportResults({ exampleId: view.id, devid: first.devid })).blob.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'exampleId,devid,windowStart,windowEnd,windowStartIso,value,samples,source,note,editedBy',
    );
    expect(lines[1]).toContain(`,${first.windowStart},${first.windowEnd},`);
    expect(lines[1]).toContain(',1,0,manual,read on site,');
  });

  it('backfills on start, computes the next window when the clock reaches it, and stops', async () => {
    const view = await api.createExample(example('count', { window: 'hour', timeZone: 'UTC' }));
    const now = server.clock.now();
    const from = Math.floor(now / HOUR) * HOUR - 5 * HOUR;
    await api.start([view.id], from);
    // The five closed hours are computed; the hour under way is not.
    await computedUntil(api, [view.id], from + 4 * HOUR);
    const started = await api.example(view.id);
    expect(started.lastWindow?.windowStart).toBeLessThan(from + 5 * HOUR);
    server.clock.advance(2 * HOUR);
    await computedUntil(api, [view.id], from + 6 * HOUR);
    const [stopped] = await api.stop([view.id]);
    expect(stopped?.state).toBe('stopped');
    const position = stopped?.nextWindowStart;
    server.clock.advance(2 * HOUR);
    // A stopped example stays where it was; started again, it goes on from there.
    expect((await api.example(view.id)).nextWindowStart).toBe(position);
    await api.start([view.id]);
    await computedUntil(api, [view.id], (position ?? 0) + 2 * HOUR);
    expect(await failure(api.start([view.id, 'nope']))).toMatchObject({
      status: 404,
      data: { ids: ['nope'] },
    });
  });

  it('computes each window once with two nodes on one database', async () => {
    const other = await startTestServer(engine, {
      databaseUrl: server.databaseUrl,
      env: { STATISTIC_TICK_MS: '50' },
    });
    try {
      const ids = [];
      for (let i = 0; i < 4; i += 1)
        ids.push((await api.createExample(example('avg', { window: 'hour', name: `Hourly ${i}` }))).id);
      await api.start(ids, BERLIN_DAYS[0]);
      await computedUntil(api, ids, BERLIN_DAYS[3] ?? 0);
      const windows = await server.db
        .selectFrom('statisticWindows')
        .select(['exampleId', 'windowStart', 'node'])
        .where('exampleId', 'in', ids)
        .where('windowStart', '<', BERLIN_DAYS[3] ?? 0)
        .where('windowStart', '>=', BERLIN_DAYS[0] ?? 0)
        .execute();
      const hours = ((BERLIN_DAYS[3] ?? 0) - (BERLIN_DAYS[0] ?? 0)) / HOUR;
      expect(windows).toHaveLength(4 * hours);
      expect(new Set(windows.map((w) => `${w.exampleId}/${w.windowStart}`)).size).toBe(4 * hours);
      // One result per window and device with data: as many as the hours A or B reported in.
      const results = await api.results({
        exampleId: ids[0],
        from: BERLIN_DAYS[0],
        to: BERLIN_DAYS[3],
        limit: 1000,
      });
      const reported = new Set(
        [
          ...data.a.power.map((p) => `a${Math.floor(p.ts / HOUR)}`),
          ...data.b.power.map((p) => `b${Math.floor(p.ts / HOUR)}`),
        ].filter((key) => {
          const hour = Number(key.slice(1)) * HOUR;
          return hour >= (BERLIN_DAYS[0] ?? 0) && hour < (BERLIN_DAYS[3] ?? 0);
        }),
      );
      expect(results.totalCount).toBe(reported.size);
    } finally {
      await other.close();
    }
  }, 300_000);
});
