import { DATA_RETENTION_DAYS } from '@fleetkey/contract';
import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../engine';
import {
  classTable,
  defaultPartition,
  partitionExistingTable,
  TIME_PARTITIONED_TABLES,
} from '../time-partitions';
import { SHAPES } from './046-telemetry-partitions';

// Retention per device type (issue 35). A type keeps its periods of retention (JSON, '[]' for the server's
// setting); each row of device data carries its retention class, the days of its type's period at the row's
// time (0: the server's setting). On PostgreSQL each table becomes partitioned by class, each class by time
// (db/time-partitions.ts): the time-partitioned table migration 046 made is class 0, renamed, with every row
// in place — no row is copied; its primary key gains the class (a partitioned table's keys hold its
// partition columns), an index build. SQLite gains the columns only: its retention deletes by class.

const DATA_TABLES = ['telemetry', 'telemetry_hourly', 'device_events'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table device_types add column retention_periods text not null default '[]'`.execute(db);
  if (runsOnSqlite(db)) {
    for (const table of DATA_TABLES)
      await sql`alter table ${sql.id(table)} add column retention integer not null default 0`.execute(db);
    return;
  }
  for (const base of TIME_PARTITIONED_TABLES) {
    const { table } = base;
    const shape = SHAPES[table];
    const zero = classTable(base, 0).table;
    await sql`alter table ${sql.id(table)} add column retention smallint not null default 0`.execute(db);
    await sql`alter table ${sql.id(table)} rename to ${sql.id(zero)}`.execute(db);
    const { rows: children } = await sql<{ name: string }>`
      select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
      where pg_inherits.inhparent = to_regclass(${zero})`.execute(db);
    for (const { name } of children)
      await sql`alter table ${sql.id(name)} rename to ${sql.id(`${zero}${name.slice(table.length)}`)}`.execute(
        db,
      );
    await sql`alter table ${sql.id(zero)} drop constraint ${sql.id(`${table}_pk`)}`.execute(db);
    for (const index of shape.indexes)
      await sql`alter index ${sql.id(index.name)} rename to ${sql.id(`${zero}_${index.name.slice(table.length + 1)}`)}`.execute(
        db,
      );

    await sql`create table ${sql.id(table)} (like ${sql.id(zero)} including defaults) partition by list (retention)`.execute(
      db,
    );
    const key = [...shape.primaryKey, 'retention'];
    await sql`alter table ${sql.id(table)} add constraint ${sql.id(`${table}_pk`)} primary key (${sql.join(key.map((c) => sql.id(c)))})`.execute(
      db,
    );
    // The same name as the class-0 table's: attaching it adopts that constraint instead of checking every row.
    await sql`alter table ${sql.id(table)} add constraint ${sql.id(`${table}_devid_fk`)} foreign key (devid) references devices (devid) on delete cascade`.execute(
      db,
    );
    for (const index of shape.indexes)
      await sql`create index ${sql.id(index.name)} on ${sql.id(table)} (${sql.join(index.columns.map((c) => sql.id(c)))})`.execute(
        db,
      );
    await sql`alter table ${sql.id(table)} attach partition ${sql.id(zero)} for values in (0)`.execute(db);
    for (const days of DATA_RETENTION_DAYS) {
      const spec = classTable(base, days);
      await sql`create table ${sql.id(spec.table)} partition of ${sql.id(table)} for values in (${sql.lit(days)}) partition by range (${sql.id(spec.column)})`.execute(
        db,
      );
      await sql`create table ${sql.id(defaultPartition(spec))} partition of ${sql.id(spec.table)} default`.execute(
        db,
      );
    }
  }
}

/** Back to migration 046's tables: every row, of every class, in one time-partitioned table per kind. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (runsOnSqlite(db)) {
    for (const table of DATA_TABLES)
      await sql`alter table ${sql.id(table)} drop column retention`.execute(db);
  } else {
    for (const base of TIME_PARTITIONED_TABLES) {
      const flat = sql.id(`${base.table}_flat`);
      await sql`create table ${flat} (like ${sql.id(base.table)} including defaults)`.execute(db);
      await sql`insert into ${flat} select * from ${sql.id(base.table)}`.execute(db);
      await sql`drop table ${sql.id(base.table)}`.execute(db);
      await sql`alter table ${flat} drop column retention`.execute(db);
      await sql`alter table ${flat} rename to ${sql.id(base.table)}`.execute(db);
      await partitionExistingTable(db, base, SHAPES[base.table]);
    }
  }
  await sql`alter table device_types drop column retention_periods`.execute(db);
}
