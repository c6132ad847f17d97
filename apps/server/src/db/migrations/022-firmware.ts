import type { Kysely } from 'kysely';

// Firmware and over-the-air updates (iot-console.md §7 "Firmware"): versions per owner and device type, the
// firmware each device reports, rollouts with their settings, each device's update in a rollout, and the
// history of its reports. Version keys sort as versions (contract firmware-calls.ts versionKey).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firmwares')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('version_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('version_num', 'integer')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('firmware_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('blob_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('firmwares_version', ['user_id', 'devtype', 'version'])
    .execute();
  await db.schema
    .createIndex('firmwares_newest')
    .on('firmwares')
    .columns(['user_id', 'devtype', 'version_key'])
    .execute();

  await db.schema.alterTable('devices').addColumn('firmware_version', 'varchar(32)').execute();
  await db.schema.alterTable('devices').addColumn('firmware_key', 'varchar(80)').execute();

  await db.schema
    .createTable('ota_rollouts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Kept (as null) when the version is deleted after its rollouts ended: their history stays.
    .addColumn('firmware_id', 'varchar(36)', (c) => c.references('firmwares.id').onDelete('set null'))
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('upgrade_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('stop_reason', 'varchar(32)')
    .addColumn('batch_size', 'integer', (c) => c.notNull())
    .addColumn('batch_interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('failure_threshold_percent', 'integer', (c) => c.notNull())
    .addColumn('failure_minimum', 'integer', (c) => c.notNull())
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
    // When the next batch may go out; moved forward by the node that sends it (a conditional update).
    .addColumn('next_batch_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ota_rollouts_user')
    .on('ota_rollouts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ota_rollouts_due')
    .on('ota_rollouts')
    .columns(['state', 'next_batch_at'])
    .execute();

  await db.schema
    .createTable('ota_updates')
    .addColumn('rollout_id', 'varchar(36)', (c) =>
      c.notNull().references('ota_rollouts.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_version', 'varchar(32)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // The last word from the device (or the offer): what the timeout counts from.
    .addColumn('reported_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ota_updates_pk', ['rollout_id', 'devid'])
    .execute();
  await db.schema
    .createIndex('ota_updates_state')
    .on('ota_updates')
    .columns(['rollout_id', 'state', 'devid'])
    .execute();
  await db.schema
    .createIndex('ota_updates_device')
    .on('ota_updates')
    .columns(['devid', 'updated_at'])
    .execute();

  await db.schema
    .createTable('ota_reports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('rollout_id', 'varchar(36)', (c) =>
      c.notNull().references('ota_rollouts.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ota_reports_device').on('ota_reports').columns(['devid', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ota_reports').execute();
  await db.schema.dropTable('ota_updates').execute();
  await db.schema.dropTable('ota_rollouts').execute();
  await db.schema.alterTable('devices').dropColumn('firmware_key').execute();
  await db.schema.alterTable('devices').dropColumn('firmware_version').execute();
  await db.schema.dropTable('firmwares').execute();
}
