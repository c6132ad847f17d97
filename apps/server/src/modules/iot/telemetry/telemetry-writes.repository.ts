import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { insertNewRows, mergeRows, upsertRows, type BulkTable, type RowMerge } from '../../../db/bulk-insert';
import { runsOnSqlite } from '../../../db/engine';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import type { Database } from '../../../db/schema';
import { classOfDevice } from './retention-classes';
import { hourlyRollups, HOUR_MS, hourOf, type HourlyRollup } from './rollup';
import { ROW_MARKER, rowMarkers, type PointRow } from './telemetry-rows';
import { keysOf } from './telemetry-keys';

const POINT_COLUMNS = {
  devid: 'text',
  key: 'text',
  ts: 'bigint',
  num: 'double precision',
  str: 'text',
  retention: 'smallint',
} as const;
const ROLLUP_COLUMNS = {
  devid: 'text',
  key: 'text',
  hour: 'bigint',
  cnt: 'bigint',
  ncnt: 'bigint',
  sum: 'double precision',
  min: 'double precision',
  max: 'double precision',
  retention: 'smallint',
} as const;

/** Which points of a device a change touches: some keys (all when absent) within [from, to) epoch ms. */
export interface PointScope {
  devid: string;
  keys: readonly string[] | undefined;
  from: number | undefined;
  to: number | undefined;
  /** One exact time only. */
  time?: number | undefined;
}

/** A point as stored: a row of the telemetry table. */
export type StoredPoint = Omit<PointRow, 'stamped' | 'bool'>;
/** A point with its retention class (retention-periods.ts), as it is written. */
export type ClassedPoint = StoredPoint & { retention: number };

// On PostgreSQL the tables are partitioned by the class, so their keys hold it; a row's class follows from its
// device and time, so the key is unique by the other columns all the same. SQLite's keys stayed as they were.
const keyOf = <Column extends string>(db: Kysely<Database>, columns: readonly Column[]) =>
  runsOnSqlite(db) ? columns : [...columns, 'retention' as const];

const telemetryTable = (db: Kysely<Database>): BulkTable<ClassedPoint> => ({
  name: 'telemetry',
  columns: POINT_COLUMNS,
  key: keyOf(db, ['devid', 'key', 'ts'] as const),
});
const rollupTable = (db: Kysely<Database>): BulkTable<HourlyRollup> => ({
  name: 'telemetry_hourly',
  columns: ROLLUP_COLUMNS,
  key: keyOf(db, ['devid', 'key', 'hour'] as const),
});
/** A stored rollup hour takes in a batch's aggregate of the same hour (rollup.ts mergeAggregates, in SQL). */
const ROLLUP_MERGE: RowMerge<HourlyRollup> = {
  cnt: 'telemetry_hourly.cnt + excluded.cnt',
  ncnt: 'telemetry_hourly.ncnt + excluded.ncnt',
  sum: 'case when telemetry_hourly.sum is null then excluded.sum when excluded.sum is null then telemetry_hourly.sum else telemetry_hourly.sum + excluded.sum end',
  min: 'case when telemetry_hourly.min is null or excluded.min < telemetry_hourly.min then excluded.min else telemetry_hourly.min end',
  max: 'case when telemetry_hourly.max is null or excluded.max > telemetry_hourly.max then excluded.max else telemetry_hourly.max end',
};

/** The statements that store a batch of device data (point-commit.ts), inside `trx`, a transaction of `db`. */
export function telemetryStore(db: Db, trx: Kysely<Database>) {
  const TELEMETRY = telemetryTable(db);
  const ROLLUP = rollupTable(db);
  return {
    /** Inserts row markers whose (devid, ts) is free; answers, marker by marker, whether it was. */
    insertMarkers(markers: readonly ClassedPoint[]): Promise<boolean[]> {
      return insertNewRows(db, trx, TELEMETRY, markers);
    },

    /** Stores the points, replacing the values at any (devid, key, ts) already stored. */
    upsertPoints(points: readonly ClassedPoint[]): Promise<void> {
      // A batch's points carry more than the columns (their message): both engines' writes read the columns only.
      return upsertRows(db, trx, TELEMETRY, points);
    },

    /** The stored points (markers aside) at these rows. */
    async pointsAtRows(rows: readonly { devid: string; ts: number }[]): Promise<StoredPoint[]> {
      const times = new Map<string, number[]>();
      for (const { devid, ts } of rows) times.set(devid, [...(times.get(devid) ?? []), ts]);
      const found: StoredPoint[] = [];
      for (const [devid, list] of times) {
        const stored = await trx
          .selectFrom('telemetry')
          .select(['devid', 'key', 'ts', 'num', 'str'])
          .where('devid', '=', devid)
          .where('ts', 'in', list)
          .where('key', '<>', ROW_MARKER)
          .execute();
        for (const point of stored) found.push({ ...point, ts: Number(point.ts) });
      }
      return found;
    },

    /** Whether a row marker of the device since `since` carries this message digest. */
    async hasReceipt(devid: string, digest: string, since: number): Promise<boolean> {
      return exists(
        trx
          .selectFrom('telemetry')
          .where('devid', '=', devid)
          .where('key', '=', ROW_MARKER)
          .where('ts', '>=', since)
          .where('str', '=', digest),
      );
    },

    /** Adds newly stored points (and markers) to the hourly rollup. */
    addToRollups(points: readonly Omit<ClassedPoint, 'str'>[]): Promise<void> {
      return addToRollups(db, trx, ROLLUP, hourlyRollups(points));
    },

    /** Recounts the rollup hours these points fall in, from the raw points. */
    async rebuildRollupsOf(points: readonly StoredPoint[]): Promise<void> {
      for (const scope of scopesOf([...points, ...rowMarkers(points)])) await rebuildRollups(trx, scope);
    },
  };
}

/**
 * Writes of device data; every call runs inside the caller's transaction `trx` (of `db`) so rollups never
 * drift.
 */
export function telemetryWrites(db: Db, trx: Kysely<Database>) {
  return {
    /** Stores the points, replacing any at the same (devid, key, ts), and recomputes the hours touched. */
    async upsert(points: readonly PointRow[]): Promise<void> {
      const [first] = points;
      if (first === undefined) return;
      // One device's points (a call on one device).
      const classAt = await classOfDevice(trx, first.devid);
      const rows: ClassedPoint[] = [...points, ...rowMarkers(points)].map((point) => ({
        ...point,
        retention: classAt(point.ts),
      }));
      await telemetryStore(db, trx).upsertPoints(rows);
      for (const scope of scopesOf(rows)) await rebuildRollups(trx, scope);
    },

    /**
     * Deletes the points in scope, and the rows left with no point, and recomputes the hours touched;
     * answers how many points went.
     */
    async delete(scope: PointScope): Promise<number> {
      const points = await trx
        .deleteFrom('telemetry')
        .where((eb) => eb.and([inScope(eb, scope), eb('key', '<>', ROW_MARKER)]))
        .executeTakeFirst();
      // The rollup answers which keys remain (keysOf): it must first forget the points just deleted. Only the
      // points' hours are recounted here (still listed by the rollup when no keys are named); the row
      // markers' once, below, after the markers left with no point have gone.
      const pointKeys = scope.keys?.filter((key) => key !== ROW_MARKER) ?? (await keysOf(trx, scope.devid));
      if (pointKeys.length > 0) await rebuildRollups(trx, { ...scope, keys: pointKeys });
      const remaining = await keysOf(trx, scope.devid);
      await trx
        .deleteFrom('telemetry')
        .where((eb) => {
          const markers = inScope(eb, { ...scope, keys: [ROW_MARKER] });
          if (remaining.length === 0) return markers;
          const stillHeld = eb
            .selectFrom('telemetry')
            .select('ts')
            .where((inner) => inScope(inner, { ...scope, keys: remaining }));
          return eb.and([markers, eb('ts', 'not in', stillHeld)]);
        })
        .execute();
      await rebuildRollups(trx, { ...scope, keys: [ROW_MARKER] });
      return Number(points.numDeletedRows);
    },
  };
}

/** Per device: the keys and the time span the points cover. */
function scopesOf(points: readonly PointRow[]): PointScope[] {
  const scopes = new Map<string, { keys: Set<string>; from: number; to: number }>();
  for (const { devid, key, ts } of points) {
    const scope = scopes.get(devid) ?? { keys: new Set<string>(), from: ts, to: ts + 1 };
    scope.keys.add(key);
    scope.from = Math.min(scope.from, ts);
    scope.to = Math.max(scope.to, ts + 1);
    scopes.set(devid, scope);
  }
  return [...scopes].map(([devid, { keys, from, to }]) => ({ devid, keys: [...keys], from, to }));
}

/** The points of a scope, as a where clause on telemetry. */
function inScope(eb: ExpressionBuilder<Database, 'telemetry'>, scope: PointScope) {
  const conditions = [eb('devid', '=', scope.devid)];
  if (scope.keys) conditions.push(eb('key', 'in', scope.keys));
  if (scope.time !== undefined) conditions.push(eb('ts', '=', scope.time));
  if (scope.from !== undefined) conditions.push(eb('ts', '>=', scope.from));
  if (scope.to !== undefined) conditions.push(eb('ts', '<', scope.to));
  return eb.and(conditions);
}

async function addToRollups(
  db: Db,
  trx: Kysely<Database>,
  table: BulkTable<HourlyRollup>,
  unordered: readonly HourlyRollup[],
): Promise<void> {
  // In key order, like every other write of a batch: one lock order, so two nodes cannot deadlock.
  const rollups = [...unordered].sort((a, b) =>
    a.devid !== b.devid
      ? a.devid < b.devid
        ? -1
        : 1
      : a.key !== b.key
        ? a.key < b.key
          ? -1
          : 1
        : a.hour - b.hour,
  );
  await mergeRows(db, trx, table, rollups, ROLLUP_MERGE);
}

/** Recomputes from the raw points every rollup hour the scope touches. */
async function rebuildRollups(trx: Kysely<Database>, scope: PointScope): Promise<void> {
  const from = scope.time ?? scope.from;
  const to = scope.time !== undefined ? scope.time + 1 : scope.to;
  const hours: PointScope = {
    devid: scope.devid,
    keys: scope.keys,
    from: from === undefined ? undefined : hourOf(from),
    to: to === undefined ? undefined : hourOf(to - 1) + HOUR_MS,
  };
  let stale = trx.deleteFrom('telemetryHourly').where('devid', '=', hours.devid);
  if (hours.keys) stale = stale.where('key', 'in', hours.keys);
  if (hours.from !== undefined) stale = stale.where('hour', '>=', hours.from);
  if (hours.to !== undefined) stale = stale.where('hour', '<', hours.to);
  await stale.execute();

  const hour = sql<number>`(ts / ${sql.lit(HOUR_MS)}) * ${sql.lit(HOUR_MS)}`;
  await trx
    .insertInto('telemetryHourly')
    .columns(['devid', 'key', 'hour', 'cnt', 'ncnt', 'sum', 'min', 'max', 'retention'])
    .expression(
      trx
        .selectFrom('telemetry')
        .select((eb) => [
          'devid',
          'key',
          hour.as('hour'),
          eb.fn.countAll<number>().as('cnt'),
          eb.fn.count<number>('num').as('ncnt'),
          eb.fn.sum<number>('num').as('sum'),
          eb.fn.min('num').as('min'),
          eb.fn.max('num').as('max'),
          // One class per hour: a class changes at the start of a day.
          'retention',
        ])
        .where((eb) => inScope(eb, hours))
        .groupBy(['devid', 'key', hour, 'retention']),
    )
    .execute();
}
