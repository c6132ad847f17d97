import type { Kysely } from 'kysely';

// CAN databases (contract dbc-calls.ts; issue 17). A main account's DBC files: the text lives in the blob
// store (up to DBC_FILE_MAX_BYTES), the row keeps what a list shows. Names are unique per account; uploading
// a name again replaces the file. Strategies name the signals a device type's frames are decoded into;
// bindings attach one to a whole type (devid '') or to single devices, one strategy per type and per device.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dbc_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('blob_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('signal_count', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dbc_files_user_name', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('dbc_strategies')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('dbc_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('interval_ms', 'integer', (c) => c.notNull())
    // JSON: [{ message, signal, point }].
    .addColumn('signals', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dbc_strategies_user_name', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('dbc_bindings')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    // '' binds the whole type (a portable key: NULLs are never equal in a unique key).
    .addColumn('devid', 'varchar(64)', (c) => c.notNull())
    .addColumn('strategy_id', 'varchar(36)', (c) =>
      c.notNull().references('dbc_strategies.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dbc_bindings_pk', ['user_id', 'devtype', 'devid'])
    .execute();
  await db.schema.createIndex('dbc_bindings_strategy').on('dbc_bindings').column('strategy_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dbc_bindings').execute();
  await db.schema.dropTable('dbc_strategies').execute();
  await db.schema.dropTable('dbc_files').execute();
}
