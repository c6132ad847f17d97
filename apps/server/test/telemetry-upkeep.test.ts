import {
  TELEMETRY_TIME_MIN,
  type DeviceEventPage,
  type DeviceTypeView,
  type TelemetryPage,
} from '@fleetkey/contract';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config';
import { createDialect } from '../src/db/engine';
import { migrateDownTo } from '../src/db/migrate';
import type { UpkeepResult } from '../src/modules/iot/telemetry/telemetry-upkeep';
import { testEngines } from './support/databases';
import { createDevice, createType, uniqueId } from './support/devices';
import { eventually, ownerWithDevice, type Owner } from './support/mqtt-devices';
import { lockWaits } from './support/postgres-locks';
import { startTestServer, type TestServer } from './support/test-server';

// The upkeep of device data (issue 35): retention (TELEMETRY_RETENTION_DAYS, and a device type's own) observed
// on a running server — whole partitions dropped on PostgreSQL, batched deletes on SQLite — partitions made
// ahead and for stray rows, range reads pruned to their partitions, and an existing database's rows carried
// into partitions. On PostgreSQL the server's setting is retention class 0 (`telemetry_k0`, partitioned by time).

const DAY = 86_400_000;
const RETENTION_DAYS = 30;

/** Stores a point and an event of `owner`'s device at each time. */
async function storeAt(owner: Owner, times: readonly number[]): Promise<void> {
  const path = `/devices/${owner.device.devid}`;
  await owner.client.post(`${path}/data`, { body: times.map((time) => ({ time, volts: time % 1000 })) });
  for (const time of times) await owner.client.post(`${path}/event`, { body: { code: 'door', time } });
}

/** The device's stored point and event times, newest first. */
async function storedTimes(owner: Owner): Promise<{ points: number[]; events: number[] }> {
  const path = `/devices/${owner.device.devid}`;
  const query = { starttime: TELEMETRY_TIME_MIN / 1000, endtime: Date.now() / 1000 + 86_400, limit: 1000 };
  const points = await owner.client.get<TelemetryPage>(`${path}/data`, { query });
  const events = await owner.client.get<DeviceEventPage>(`${path}/event`, { query });
  return { points: points.result.map((row) => row.time), events: events.result.map((event) => event.time) };
}

/** The partitions of a table on PostgreSQL, by name. */
async function partitionsOf(server: TestServer, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = to_regclass(${table}) order by name`.execute(server.db);
  return rows.map((row) => row.name);
}

/** Every stored point and event of a device, as the tables hold them, read with SQL. */
async function storedRows<DB>(db: Kysely<DB>, devid: string) {
  const points =
    await sql`select devid, key, ts, num, str from telemetry where devid = ${devid} order by key, ts`.execute(
      db,
    );
  const rollups =
    await sql`select devid, key, hour, cnt, ncnt, sum, min, max from telemetry_hourly where devid = ${devid} order by key, hour`.execute(
      db,
    );
  const events =
    await sql`select id, code, time, created_at from device_events where devid = ${devid} order by time`.execute(
      db,
    );
  return { points: points.rows, rollups: rollups.rows, events: events.rows };
}

/** How many sessions on the client's database wait for a lock (a partition change held part way, say). */
const dayName = (table: string, time: number) =>
  `${table}_p${new Date(Math.floor(time / DAY) * DAY).toISOString().slice(0, 10).replaceAll('-', '')}`;

describe.each(testEngines)('device data upkeep ($name)', (engine) => {
  let server: TestServer;
  let owner: Owner;
  const upkeep = (at: number) =>
    server.newClient().post<UpkeepResult>('/testing/telemetry/upkeep', { body: { at } });

  /**
   * What an upkeep removed of one class's data stored at `expired` times, keeping that at `kept`: on
   * PostgreSQL whole partitions of points, events and rollups and not one row by itself; on SQLite per expired
   * time the point and its row's marker, their two hourly rollups and the event.
   */
  async function expectRemoved(
    result: UpkeepResult,
    classTable: string,
    times: { kept: readonly number[]; expired: readonly number[] },
  ): Promise<void> {
    if (engine.name !== 'postgres') return void expect(result.rowsDeleted).toBe(5 * times.expired.length);
    expect(result.partitionsDropped).toBeGreaterThanOrEqual(6);
    expect(result.rowsDeleted).toBe(0);
    const partitions = await partitionsOf(server, classTable);
    for (const time of times.expired) expect(partitions).not.toContain(dayName(classTable, time));
    for (const time of times.kept) expect(partitions).toContain(dayName(classTable, time));
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { TELEMETRY_RETENTION_DAYS: String(RETENTION_DAYS), TELEMETRY_UPKEEP_MS: '0' },
    });
    owner = await ownerWithDevice(server);
  });
  afterAll(() => server.close());

  it('keeps the last 30 days of points, rollups and events and removes what is older', async () => {
    const now = Date.now();
    const kept = [now - DAY, now - (RETENTION_DAYS - 1) * DAY];
    const expired = [now - 60 * DAY, now - 90 * DAY];
    await storeAt(owner, [...kept, ...expired]);
    const all = [...kept, ...expired];
    expect(await storedTimes(owner)).toEqual({ points: all, events: all });

    // As of a year ago nothing is old enough to go; on PostgreSQL the history gets partitions of its days.
    const yearAgo = await upkeep(now - 365 * DAY);
    expect(yearAgo.partitionsDropped + yearAgo.rowsDeleted).toBe(0);
    await expectRemoved(await upkeep(now), 'telemetry_k0', { kept, expired });
    expect(await storedTimes(owner)).toEqual({ points: kept, events: kept });
    // Nothing of the old hours is left in the rollups either: a daily count over them is empty.
    const daily = await owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`, {
      query: {
        starttime: (now - 100 * DAY) / 1000,
        endtime: (now - 50 * DAY) / 1000,
        aggregation: 'count',
        interval: '1d',
      },
    });
    expect(daily.result).toEqual([]);
    // A second run finds nothing more to do.
    expect(await upkeep(now)).toEqual({ partitionsCreated: 0, partitionsDropped: 0, rowsDeleted: 0 });
  });

  // Partitions are PostgreSQL's alone.
  if (engine.name === 'postgres')
    it('makes the coming days ahead, gives late history a partition of its own, and reads a day from its partition alone', async () => {
      const now = Date.now();
      const partitions = await partitionsOf(server, 'telemetry_k0');
      for (let day = -1; day <= 3; day++)
        expect(partitions).toContain(dayName('telemetry_k0', now + day * DAY));
      expect(partitions).toContain('telemetry_k0_default');

      // History a device sends late lands in the default partition, then in a partition of its day.
      const late = now - 20 * DAY;
      expect(partitions).not.toContain(dayName('telemetry_k0', late));
      await storeAt(owner, [late]);
      const strays = async () =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from telemetry_k0_default`.execute(server.db))
            .rows[0]?.n,
        );
      // The point and its row's marker.
      expect(await strays()).toBe(2);
      expect((await upkeep(now)).partitionsCreated).toBeGreaterThanOrEqual(1);
      expect(await partitionsOf(server, 'telemetry_k0')).toContain(dayName('telemetry_k0', late));
      expect(await strays()).toBe(0);
      expect((await storedTimes(owner)).points).toContain(late);

      // A stray row being written while its day's partition is made waits for the move, then is in it: a
      // row committed between the move's copy and its delete was lost (an acknowledged message, in CI).
      const writing = new pg.Client({ connectionString: server.databaseUrl });
      await writing.connect();
      const later = now - 25 * DAY;
      try {
        const insert = (ts: number, num: number) =>
          writing.query('insert into telemetry (devid, key, ts, num, str) values ($1, $2, $3, $4, null)', [
            owner.device.devid,
            'volts',
            ts,
            num,
          ]);
        // One row of the day is there already (the upkeep moves its day); another is being written.
        await insert(later, 7);
        await writing.query('begin');
        await insert(later + 1000, 8);
        const moved = upkeep(now);
        // The upkeep waits on the open write's lock (whichever statement it has come to), then goes on.
        await eventually(
          () => lockWaits(writing),
          (n) => n > 0,
        );
        await writing.query('commit');
        expect((await moved).partitionsCreated).toBeGreaterThanOrEqual(1);
      } finally {
        await writing.end();
      }
      const inDay = await sql<{ num: number }>`select num from ${sql.table(dayName('telemetry_k0', later))}
        where devid = ${owner.device.devid} and key = 'volts' order by ts`.execute(server.db);
      expect(inDay.rows.map((row) => Number(row.num))).toEqual([7, 8]);
      expect(await strays()).toBe(0);

      const dayStart = Math.floor(now / DAY) * DAY;
      const plan = await sql<{ queryPlan: string }>`explain select * from telemetry
        where devid = ${owner.device.devid} and ts >= ${dayStart} and ts < ${dayStart + DAY}`.execute(
        server.db,
      );
      const scanned = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
      expect(scanned).toContain(dayName('telemetry_k0', now));
      expect(scanned).not.toContain(dayName('telemetry_k0', now - DAY));
      expect(scanned).not.toContain('telemetry_k0_default');
    });

  if (engine.name === 'postgres')
    it('answers a read made while stray rows move into their partition with every row', async () => {
      const now = Date.now();
      const stray = now - 27 * DAY;
      await storeAt(owner, [stray, stray + 1000]);
      const holder = new pg.Client({ connectionString: server.databaseUrl });
      const reader = new pg.Client({ connectionString: server.databaseUrl });
      await Promise.all([holder.connect(), reader.connect()]);
      try {
        // A write open on the default partition holds the move part way, so that a read comes in meanwhile.
        await holder.query('begin');
        await holder.query('lock table telemetry_k0_default in row exclusive mode');
        const moved = upkeep(now);
        await eventually(
          () => lockWaits(holder),
          (n) => n >= 1,
        );
        const read = reader.query<{ n: string }>(
          `select count(*) as n from telemetry where devid = $1 and key = 'volts' and ts between $2 and $3`,
          [owner.device.devid, stray, stray + 1000],
        );
        await eventually(
          () => lockWaits(holder),
          (n) => n >= 2,
        );
        await holder.query('commit');
        expect((await moved).partitionsCreated).toBeGreaterThanOrEqual(1);
        // Planned before the move ended, the read found the default partition emptied and not the new one: 0.
        expect(Number((await read).rows[0]?.n)).toBe(2);
      } finally {
        await Promise.all([holder.end(), reader.end()]);
      }
      expect(await partitionsOf(server, 'telemetry_k0')).toContain(dayName('telemetry_k0', stray));
    });

  /** A device of a new type of the owner's with its own retention. */
  async function deviceKeeping(days: number): Promise<Owner> {
    const { devtype, retentionDays, retentionSince } = await createType(owner.client, uniqueId('keep'), {
      retentionDays: days,
    });
    expect({ retentionDays, retentionSince }).toEqual({ retentionDays: days, retentionSince: null });
    return { ...owner, devtype, device: await createDevice(owner.client, devtype) };
  }

  /** The retention class of each of the device's stored points and events, by time. */
  async function classesOf(devid: string) {
    const points = await sql<{ ts: number; retention: number }>`select ts, retention from telemetry
      where devid = ${devid} and key = 'volts' order by ts`.execute(server.db);
    const events = await sql<{ time: number; retention: number }>`select time, retention from device_events
      where devid = ${devid} order by time`.execute(server.db);
    return {
      points: points.rows.map((row) => [Number(row.ts), Number(row.retention)]),
      events: events.rows.map((row) => [Number(row.time), Number(row.retention)]),
    };
  }

  // After the tests of partitions made at start: these make partitions of other days.
  it("keeps a type's own 7 days of points, rollups and events while the server keeps 30", async () => {
    const now = Date.now();
    const short = await deviceKeeping(7);
    const kept = [now - DAY, now - 6 * DAY];
    const expired = [now - 10 * DAY, now - 20 * DAY];
    await storeAt(short, [...kept, ...expired]);
    const serverKept = now - 12 * DAY;
    await storeAt(owner, [serverKept]);
    expect((await classesOf(short.device.devid)).points.map(([, retention]) => retention)).toEqual([
      7, 7, 7, 7,
    ]);

    // As of two weeks ago nothing of the type is old enough; on PostgreSQL its days get partitions.
    const before = await upkeep(now - 14 * DAY);
    expect(before.partitionsDropped + before.rowsDeleted).toBe(0);
    // The class's own partitions (a day each for 7 days, rollups too).
    await expectRemoved(await upkeep(now), 'telemetry_k7', { kept, expired });
    if (engine.name === 'postgres')
      expect(await partitionsOf(server, 'telemetry_k0')).toContain(dayName('telemetry_k0', serverKept));
    expect(await storedTimes(short)).toEqual({ points: kept, events: kept });
    expect((await storedTimes(owner)).points).toContain(serverKept);
    const daily = await short.client.get<TelemetryPage>(`/devices/${short.device.devid}/data`, {
      query: {
        starttime: (now - 30 * DAY) / 1000,
        endtime: (now - 8 * DAY) / 1000,
        aggregation: 'count',
        interval: '1d',
      },
    });
    expect(daily.result).toEqual([]);
  });

  it('applies a changed retention to data from a coming day on; earlier data keeps its class', async () => {
    const typed = await deviceKeeping(7);
    const changed = await owner.client.put<DeviceTypeView>(`/devtype/${typed.devtype}`, {
      body: { retentionDays: 90 },
    });
    const since = changed.retentionSince ?? 0;
    expect(changed.retentionDays).toBe(90);
    // The start of a UTC day at least three hours ahead (and at most a day and three hours).
    expect(since % DAY).toBe(0);
    expect(since - Date.now()).toBeGreaterThan(3 * 3_600_000 - 60_000);
    expect(since - Date.now()).toBeLessThanOrEqual(27 * 3_600_000);
    expect((await owner.client.get<DeviceTypeView>(`/devtype/${typed.devtype}`)).retentionSince).toBe(since);

    // A device may send times up to a day ahead of the server's clock: late in a UTC day the change is
    // further ahead, and the clock is moved on (by three hours at most) to send both sides of it.
    const advanceMs = Math.max(0, since + 1000 - Date.now() - DAY + 60_000);
    if (advanceMs > 0) await server.newClient().put('/test/clock', { body: { advanceMs } });
    try {
      await storeAt(typed, [since - 1000, since + 1000]);
    } finally {
      if (advanceMs > 0) await server.newClient().delete('/test/clock');
    }
    const stored = [
      [since - 1000, 7],
      [since + 1000, 90],
    ];
    expect(await classesOf(typed.device.devid)).toEqual({ points: stored, events: stored });

    // Ten days after the change the 7-day class's row has gone and the 90-day one is there.
    await upkeep(since + 10 * DAY);
    expect(await classesOf(typed.device.devid)).toEqual({ points: [stored[1]], events: [stored[1]] });
  });
});

const postgres = testEngines.find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('partitioning a populated database (postgres)', () => {
  it('carries every point and event of plain tables into partitions, and of classes back and forth, none lost or doubled', async () => {
    if (!postgres) throw new Error('runs only with PostgreSQL');
    const first = await startTestServer(postgres, { env: { TELEMETRY_UPKEEP_MS: '0' } });
    const owner = await ownerWithDevice(first);
    const now = Date.now();
    const times = [now - 400 * DAY, now - 35 * DAY, now - 3 * DAY, now, now + DAY / 2];
    await storeAt(owner, times);
    // A type's own retention puts its rows in a class of their own (migration 048): carried down and up too.
    const { devtype: keeping } = await createType(owner.client, uniqueId('keep'), { retentionDays: 30 });
    const classed = await createDevice(owner.client, keeping);
    await storeAt({ ...owner, devtype: keeping, device: classed }, times.slice(1));
    const beforeClassed = await storedRows(first.db, classed.devid);
    expect(beforeClassed.points).toHaveLength(2 * (times.length - 1));
    const before = await storedRows(first.db, owner.device.devid);
    // A point and its row's marker per time.
    expect(before.points).toHaveLength(2 * times.length);
    expect(before.events).toHaveLength(times.length);
    // Closes the node, keeping its database (first.close() drops it at the end).
    await first.app.close();

    // The database as it was before migration 046 (and every later one): plain tables, holding the rows.
    const db = new Kysely<unknown>({
      dialect: createDialect(parseDatabaseUrl(first.databaseUrl, first.dataDir)),
      plugins: [new CamelCasePlugin()],
    });
    try {
      await migrateDownTo(db, '045-admin-disabled');
      expect((await sql`select 1 from pg_partitioned_table`.execute(db)).rows).toHaveLength(0);
      expect(await storedRows(db, owner.device.devid)).toEqual(before);
      expect(await storedRows(db, classed.devid)).toEqual(beforeClassed);
    } finally {
      await db.destroy();
    }

    // A node starting on it runs migration 046 (then the later ones) over the rows.
    const second = await startTestServer(postgres, {
      databaseUrl: first.databaseUrl,
      env: { TELEMETRY_UPKEEP_MS: '0' },
    });
    try {
      expect(await storedRows(second.db, owner.device.devid)).toEqual(before);
      expect(await storedRows(second.db, classed.devid)).toEqual(beforeClassed);
      expect(await partitionsOf(second, 'telemetry_k0')).toContain(dayName('telemetry_k0', now - 400 * DAY));
      expect(await partitionsOf(second, 'device_events_k0')).toContain('device_events_k0_default');
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });
});
