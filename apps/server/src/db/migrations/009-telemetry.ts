import type { Kysely } from 'kysely';
import { clusteredOnPrimaryKey } from '../json-rows';

// Device data, events and commands (issue 6).
//
// Telemetry is narrow: one row per (device, point, time), so any point a device sends is stored without a
// schema change and history queries aggregate with the same SQL on both engines. Next to it, an hourly
// rollup per point (count, numeric count, sum, min, max) is kept up to date by the ingest writer: a 90-day
// hourly or daily chart reads 2,160 rollup rows per point instead of millions of raw points. Every table
// follows its device: deleting a device deletes its data.

export async function up(db: Kysely<unknown>): Promise<void> {
  await clusteredOnPrimaryKey(
    db,
    db.schema
      .createTable('telemetry')
      .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
      .addColumn('key', 'varchar(64)', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('num', 'double precision')
      .addColumn('str', 'varchar(256)')
      .addPrimaryKeyConstraint('telemetry_pk', ['devid', 'key', 'ts']),
  ).execute();

  await clusteredOnPrimaryKey(
    db,
    db.schema
      .createTable('telemetry_hourly')
      .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
      .addColumn('key', 'varchar(64)', (c) => c.notNull())
      // Start of the UTC hour, epoch ms.
      .addColumn('hour', 'bigint', (c) => c.notNull())
      // Points of any kind (the `count` aggregation) and numeric points (the others).
      .addColumn('cnt', 'bigint', (c) => c.notNull())
      .addColumn('ncnt', 'bigint', (c) => c.notNull())
      .addColumn('sum', 'double precision')
      .addColumn('min', 'double precision')
      .addColumn('max', 'double precision')
      .addPrimaryKeyConstraint('telemetry_hourly_pk', ['devid', 'key', 'hour']),
  ).execute();

  await db.schema
    .createTable('device_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // JSON object or null.
    .addColumn('data', 'text')
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_events_devid_time')
    .on('device_events')
    .columns(['devid', 'time'])
    .execute();

  await db.schema
    .createTable('device_commands')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('cmd', 'varchar(64)', (c) => c.notNull())
    .addColumn('cmdtype', 'varchar(16)', (c) => c.notNull())
    // 'json' (params is a JSON object) or the raw command's datatype (params is the data as written).
    .addColumn('datatype', 'varchar(8)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    // The device's reply as JSON, once it came.
    .addColumn('reply', 'text')
    .addColumn('timeout_ms', 'integer')
    .addColumn('multicast_mode', 'varchar(8)')
    .addColumn('multicast_gwid', 'varchar(64)')
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('replied_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('device_commands_devid_sent')
    .on('device_commands')
    .columns(['devid', 'sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['device_commands', 'device_events', 'telemetry_hourly', 'telemetry']) {
    await db.schema.dropTable(table).execute();
  }
}
