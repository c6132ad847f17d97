import type { Kysely } from 'kysely';

// CAN databases (contract dbc-calls.ts; issue 17). A main account's DBC files: the text lives in the blob
// store (up to DBC_FILE_MAX_BYTES), the row keeps what a list shows. Names are unique per account; uploading
// a name again replaces the file.

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dbc_files').execute();
}
