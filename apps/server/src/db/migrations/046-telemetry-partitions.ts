import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../engine';
import { partitionExistingTable, TIME_PARTITIONED_TABLES, type DeviceDataTable } from '../time-partitions';

// Raw points, events and hourly rollups partitioned by time on PostgreSQL (issue 35; db/time-partitions.ts).
// An existing database keeps every row: each table is rebuilt partitioned, its rows copied and counted, in
// the migration's transaction. SQLite has no partitions and keeps its tables (retention deletes in batches).
// Events' primary key becomes (id, time): a partitioned table's keys must hold its partition column.

/** The keys and indexes of the three tables, as migration 009 made them and 046 keeps them. */
export const SHAPES: Record<
  DeviceDataTable['table'],
  { primaryKey: readonly string[]; indexes: readonly { name: string; columns: readonly string[] }[] }
> = {
  telemetry: { primaryKey: ['devid', 'key', 'ts'], indexes: [] },
  telemetry_hourly: { primaryKey: ['devid', 'key', 'hour'], indexes: [] },
  device_events: {
    primaryKey: ['id', 'time'],
    indexes: [{ name: 'device_events_devid_time', columns: ['devid', 'time'] }],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (runsOnSqlite(db)) return;
  for (const spec of TIME_PARTITIONED_TABLES) await partitionExistingTable(db, spec, SHAPES[spec.table]);
}

/** Back to plain tables with the same rows and keys as migration 009 made them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (runsOnSqlite(db)) return;
  for (const { table } of TIME_PARTITIONED_TABLES) {
    const plain = sql.id(`${table}_plain`);
    await sql`create table ${plain} (like ${sql.id(table)} including defaults)`.execute(db);
    await sql`insert into ${plain} select * from ${sql.id(table)}`.execute(db);
    await sql`drop table ${sql.id(table)}`.execute(db);
    await sql`alter table ${plain} rename to ${sql.id(table)}`.execute(db);
    const key = table === 'device_events' ? ['id'] : SHAPES[table].primaryKey;
    await sql`alter table ${sql.id(table)} add primary key (${sql.join(key.map((c) => sql.id(c)))})`.execute(
      db,
    );
    await sql`alter table ${sql.id(table)} add foreign key (devid) references devices (devid) on delete cascade`.execute(
      db,
    );
    for (const index of SHAPES[table].indexes)
      await sql`create index ${sql.id(index.name)} on ${sql.id(table)} (${sql.join(index.columns.map((c) => sql.id(c)))})`.execute(
        db,
      );
  }
}
