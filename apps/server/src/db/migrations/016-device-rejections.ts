import type { Kysely } from 'kysely';

// Where a device's owner reads what the server did not store, and the device's connections (issue 12).
//
// device_rejections: one row per rejected message, row or point (contract device-rejections.ts), kept 7
// days; a device spamming garbage gets a few rows a minute and the rest only counted in
// device_rejection_counts, one row per device and hour, so the console can say how many there were.
// device_connections: connects, disconnects and refusals at the embedded broker, kept 7 days.
// All follow their device: deleting it deletes them, so a later device with the same id starts clean.
//
// device_types.mode: 'strict' types reject points and commands they do not declare. Types made before
// this migration are 'open', so nothing changes for them; the server writes 'strict' for new types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('device_types')
    .addColumn('mode', 'varchar(8)', (c) => c.notNull().defaultTo('open'))
    .execute();

  await db.schema
    .createTable('device_rejections')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('topic', 'varchar(256)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // The first 256 bytes as text, unprintable bytes escaped (up to 4 characters a byte).
    .addColumn('payload_head', 'varchar(1024)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_rejections_devid_time')
    .on('device_rejections')
    .columns(['devid', 'time'])
    .execute();
  // The 7-day sweep deletes by time alone.
  await db.schema.createIndex('device_rejections_time').on('device_rejections').column('time').execute();

  await db.schema
    .createTable('device_rejection_counts')
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    // Start of the UTC hour, epoch ms.
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_rejection_counts_pk', ['devid', 'hour'])
    .execute();
  await db.schema
    .createIndex('device_rejection_counts_hour')
    .on('device_rejection_counts')
    .column('hour')
    .execute();

  await db.schema
    .createTable('device_connections')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(256)', (c) => c.notNull())
    .addColumn('remote_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('detail', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('device_connections_devid_time')
    .on('device_connections')
    .columns(['devid', 'time'])
    .execute();
  await db.schema.createIndex('device_connections_time').on('device_connections').column('time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['device_connections', 'device_rejection_counts', 'device_rejections']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('device_types').dropColumn('mode').execute();
}
