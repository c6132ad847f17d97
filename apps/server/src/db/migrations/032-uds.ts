import type { Kysely } from 'kysely';

// UDS diagnostics (contract uds-calls.ts; issue 17). A main account's DTC catalogue (one entry per 3-byte
// DTC), which catalogue codes each channel/ECU reports, and the devices' answers to diagnostic commands: one
// row per answer, its DTCs as JSON (an answer is read and shown whole, never queried by DTC).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uds_error_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dtc', 'integer', (c) => c.notNull())
    // The SAE form, kept so a search can match it as text on either engine.
    .addColumn('sae', 'varchar(16)', (c) => c.notNull())
    .addColumn('description_zh', 'varchar(256)', (c) => c.notNull())
    .addColumn('description_en', 'varchar(256)', (c) => c.notNull())
    .addColumn('severity', 'varchar(16)', (c) => c.notNull())
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('uds_error_codes_user_dtc', ['user_id', 'dtc'])
    .execute();

  await db.schema
    .createTable('uds_channel_codes')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('ecu', 'integer', (c) => c.notNull())
    .addColumn('dtc', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('uds_channel_codes_pk', ['user_id', 'channel', 'ecu', 'dtc'])
    // A code deleted from the catalogue leaves every channel by itself.
    .addForeignKeyConstraint(
      'uds_channel_codes_code',
      ['user_id', 'dtc'],
      'uds_error_codes',
      ['user_id', 'dtc'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('uds_dtc_data')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    // One answer per command, whichever node hears it first.
    .addColumn('command_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('ecu', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('request', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('availability_mask', 'integer')
    // JSON: [{ dtc, status }].
    .addColumn('dtcs', 'text', (c) => c.notNull())
    .addColumn('nrc', 'integer')
    .addColumn('reason', 'varchar(256)')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uds_dtc_data_device')
    .on('uds_dtc_data')
    .columns(['devid', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uds_dtc_data').execute();
  await db.schema.dropTable('uds_channel_codes').execute();
  await db.schema.dropTable('uds_error_codes').execute();
}
