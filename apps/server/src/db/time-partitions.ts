import { sql, type Kysely } from 'kysely';

// Device data on PostgreSQL is partitioned by time (issue 35): one partition per span of the time column,
// created ahead by the server, so that a query over a range reads only the partitions it needs and retention
// drops whole partitions instead of deleting rows (no vacuum storm, no index bloat). A default partition
// takes whatever no partition covers yet (a device with a wrong clock, history sent late); the upkeep moves
// such rows into partitions of their own, so the default partition stays nearly empty.

const DAY_MS = 86_400_000;

/** A table partitioned by ranges of a time column (epoch ms), one partition per span. */
export interface TimePartitionedTable {
  table: string;
  column: 'ts' | 'hour' | 'time';
  spanMs: number;
}

/** One of the three tables of device data (migration 046 partitioned them by time). */
export interface DeviceDataTable extends TimePartitionedTable {
  table: 'telemetry' | 'telemetry_hourly' | 'device_events';
}

/**
 * The partitioned tables: raw points by day (the bulk: a day of a large fleet is one partition), events by
 * week and hourly rollups by four weeks (both far smaller). Retention keeps at least its days, and at most a
 * span more: only whole partitions go.
 */
export const TIME_PARTITIONED_TABLES: readonly DeviceDataTable[] = [
  { table: 'telemetry', column: 'ts', spanMs: DAY_MS },
  { table: 'device_events', column: 'time', spanMs: 7 * DAY_MS },
  { table: 'telemetry_hourly', column: 'hour', spanMs: 28 * DAY_MS },
];

// Since migration 048 each of them is partitioned by retention class first (a type's own retention, in days;
// 0 for the server's setting), and each class's table by time as above, so that a class's old days are
// dropped whole however long the other classes keep theirs.

/** Spans a class may use, longest first. */
const CLASS_SPANS_MS = [28 * DAY_MS, 7 * DAY_MS, DAY_MS];

/**
 * The time-partitioned table of one retention class, `telemetry_k30`. A class keeps whole spans, so its
 * spans are at most a quarter of its days (the table's own span at most): a 7-day class of rollups drops
 * a day at a time, not four weeks.
 */
export function classTable(base: DeviceDataTable, days: number): TimePartitionedTable {
  const widest = days === 0 ? base.spanMs : Math.min(base.spanMs, Math.max(DAY_MS, (days * DAY_MS) / 4));
  const spanMs = CLASS_SPANS_MS.find((span) => span <= widest) ?? DAY_MS;
  return { table: `${base.table}_k${days}`, column: base.column, spanMs };
}

/** Serialises partition changes of all nodes on one database (an arbitrary constant of this product). */
const PARTITION_LOCK = 35_0001;
/** Longest a partition change waits for a lock (PostgreSQL's lock_timeout). */
const PARTITION_LOCK_WAIT = '5s';

/** The span (start / spanMs) a time falls in. */
export function spanOf(spec: TimePartitionedTable, time: number): number {
  return Math.floor(time / spec.spanMs);
}

/** Spans made ahead of the current one: a node down this long still finds the current span's partition. */
const SPANS_AHEAD = 3;

/** The spans that should have partitions whatever the data: the previous, the current and SPANS_AHEAD more. */
export function comingSpans(spec: TimePartitionedTable, now: number): number[] {
  const current = spanOf(spec, now);
  return Array.from({ length: SPANS_AHEAD + 2 }, (_, index) => current - 1 + index);
}

/** `telemetry_p20261129`: the table and the UTC day its partition starts on. */
export function partitionName(spec: TimePartitionedTable, span: number): string {
  const start = new Date(span * spec.spanMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${spec.table}_p${start}`;
}

/** The partition that takes the rows of spans with no partition of their own. */
export const defaultPartition = (spec: TimePartitionedTable) => `${spec.table}_default`;

/** The spans the table has partitions for, oldest first (the default partition aside). */
export async function partitionSpans<DB>(db: Kysely<DB>, spec: TimePartitionedTable): Promise<number[]> {
  const { rows } = await sql<{ bound: string }>`
    select pg_get_expr(child.relpartbound, child.oid) as bound
    from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = to_regclass(${spec.table})`.execute(db);
  return rows
    .map(({ bound }) => /FROM \('?(-?\d+)'?\)/.exec(bound)?.[1])
    .filter((start): start is string => start !== undefined)
    .map((start) => spanOf(spec, Number(start)))
    .sort((a, b) => a - b);
}

/**
 * Creates the partition of one span, moving the default partition's rows of that span into it first: a
 * range may not be attached while the default partition holds rows of it. Built beside the table and then
 * attached, with a check constraint that spares the attach a scan of the new partition.
 */
async function createPartition<DB>(trx: Kysely<DB>, spec: TimePartitionedTable, span: number) {
  const from = span * spec.spanMs;
  const to = from + spec.spanMs;
  const column = sql.id(spec.column);
  const inRange = sql`${column} >= ${sql.lit(from)} and ${column} < ${sql.lit(to)}`;
  const stray = sql.id(defaultPartition(spec));
  // Rows to move: the whole table is still while they move. A read planned before the move knew the default
  // partition and not the new one; waiting for the move, it then found the default partition emptied and
  // answered without the moved rows (CI: a restarted server, moving its stray rows at start, read none of
  // 351 acknowledged messages; all were there a moment later). Waiting here instead, a read is planned after.
  // A partition made ahead has nothing to move and leaves reads and writes alone.
  const { rows } = await sql<{
    found: boolean;
  }>`select exists (select 1 from ${stray} where ${inRange}) as found`.execute(trx);
  if (rows[0]?.found) await sql`lock table ${sql.id(spec.table)} in access exclusive mode`.execute(trx);
  const name = sql.id(partitionName(spec, span));
  await sql`create table ${name} (like ${sql.id(spec.table)} including defaults including constraints)`.execute(
    trx,
  );
  await sql`alter table ${name} add constraint ${sql.id(`${partitionName(spec, span)}_range`)} check (${inRange})`.execute(
    trx,
  );
  // Taken before the copy, this keeps the default partition still until the move ends (a write opened on it
  // directly, before the table's lock above, ends first). Without it a row committed there between the copy
  // and the delete (ingest storing late history meanwhile) was deleted without having been copied:
  // acknowledged, then lost.
  await sql`lock table ${stray} in access exclusive mode`.execute(trx);
  await sql`insert into ${name} select * from ${stray} where ${inRange}`.execute(trx);
  await sql`delete from ${stray} where ${inRange}`.execute(trx);
  await sql`alter table ${sql.id(spec.table)} attach partition ${name} for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(
    trx,
  );
}

/**
 * Runs a change of a table's partitions in one transaction, one change at a time across nodes. Its locks wait
 * at most PARTITION_LOCK_WAIT: while it waits for a long read to end, the writes behind it wait too, so it
 * gives up instead (the next upkeep tries again; partitions are made days ahead).
 */
function changePartitions<DB, T>(db: Kysely<DB>, change: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    await sql`set local lock_timeout = ${sql.lit(PARTITION_LOCK_WAIT)}`.execute(trx);
    return change(trx);
  });
}

/** Creates the partitions of these spans that do not exist yet; returns how many it created. */
export async function ensurePartitions<DB>(
  db: Kysely<DB>,
  spec: TimePartitionedTable,
  spans: readonly number[],
): Promise<number> {
  return changePartitions(db, async (trx) => {
    const existing = new Set(await partitionSpans(trx, spec));
    const missing = [...new Set(spans)].filter((span) => !existing.has(span));
    for (const span of missing) await createPartition(trx, spec, span);
    return missing.length;
  });
}

/** The spans of the rows in the default partition (a few hundred at most, oldest first). */
export async function spansInDefault<DB>(db: Kysely<DB>, spec: TimePartitionedTable): Promise<number[]> {
  const column = sql.id(spec.column);
  const { rows } = await sql<{ span: number }>`
    select distinct floor(${column}::float8 / ${spec.spanMs})::bigint as span from ${sql.id(defaultPartition(spec))}
    order by span limit 500`.execute(db);
  return rows.map(({ span }) => Number(span));
}

/**
 * Retention: drops the partitions that end at or before `cutoff` (whole tables: no row is deleted one by
 * one), and the default partition's stray rows before it. Returns the partitions dropped.
 */
export async function dropPartitionsBefore<DB>(
  db: Kysely<DB>,
  spec: TimePartitionedTable,
  cutoff: number,
): Promise<number> {
  return changePartitions(db, async (trx) => {
    const expired = (await partitionSpans(trx, spec)).filter((span) => (span + 1) * spec.spanMs <= cutoff);
    for (const span of expired) await sql`drop table ${sql.id(partitionName(spec, span))}`.execute(trx);
    await sql`delete from ${sql.id(defaultPartition(spec))} where ${sql.id(spec.column)} < ${cutoff}`.execute(
      trx,
    );
    return expired.length;
  });
}

/**
 * Turns an existing plain table into a partitioned one with the same rows (migration 046): the rows are
 * copied into partitions of the spans they fall in, counted on both sides, and the old table dropped. The
 * primary key gains the time column where it lacks it (PostgreSQL requires it of a partitioned table).
 */
export async function partitionExistingTable<DB>(
  trx: Kysely<DB>,
  spec: DeviceDataTable,
  shape: { primaryKey: readonly string[]; indexes: readonly { name: string; columns: readonly string[] }[] },
): Promise<void> {
  const table = sql.id(spec.table);
  const old = `${spec.table}_unpartitioned`;
  await sql`alter table ${table} rename to ${sql.id(old)}`.execute(trx);
  // Index names are unique per schema: the old ones step aside for the new table's.
  const { rows: oldIndexes } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = ${old}`.execute(trx);
  for (const { name } of oldIndexes)
    await sql`alter index ${sql.id(name)} rename to ${sql.id(`${name}_unpartitioned`)}`.execute(trx);
  await sql`create table ${table} (like ${sql.id(old)} including defaults) partition by range (${sql.id(spec.column)})`.execute(
    trx,
  );
  await sql`alter table ${table} add constraint ${sql.id(`${spec.table}_pk`)} primary key (${sql.join(shape.primaryKey.map((c) => sql.id(c)))})`.execute(
    trx,
  );
  await sql`alter table ${table} add constraint ${sql.id(`${spec.table}_devid_fk`)} foreign key (devid) references devices (devid) on delete cascade`.execute(
    trx,
  );
  for (const index of shape.indexes)
    await sql`create index ${sql.id(index.name)} on ${table} (${sql.join(index.columns.map((c) => sql.id(c)))})`.execute(
      trx,
    );
  await sql`create table ${sql.id(defaultPartition(spec))} partition of ${table} default`.execute(trx);

  const { rows: spans } = await sql<{ span: number }>`
    select distinct floor(${sql.id(spec.column)}::float8 / ${spec.spanMs})::bigint as span from ${sql.id(old)}`.execute(
    trx,
  );
  const wanted = new Set([...spans.map(({ span }) => Number(span)), ...comingSpans(spec, Date.now())]);
  for (const span of wanted) await createPartition(trx, spec, span);
  await sql`insert into ${table} select * from ${sql.id(old)}`.execute(trx);
  const count = async (name: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.id(name)}`.execute(trx)).rows[0]?.n);
  const [before, after] = [await count(old), await count(spec.table)];
  if (before !== after) throw new Error(`${spec.table}: ${before} rows before partitioning, ${after} after`);
  await sql`drop table ${sql.id(old)}`.execute(trx);
}
