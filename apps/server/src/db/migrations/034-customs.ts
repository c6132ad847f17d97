import type { Kysely } from 'kysely';

// Customs and common files (contract custom-calls.ts; issue 18). A custom is keyed by its owner and the four
// parts the calls name it by; its value is JSON text (checked by its customtype's schema before it is
// written). A custom follows its device type: renaming the type renames it, deleting the type deletes it.
// A common file's bytes live in the blob store; the row holds what was found about them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customs')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('customname', 'varchar(64)', (c) => c.notNull())
    .addColumn('customtype', 'varchar(32)', (c) => c.notNull())
    .addColumn('apptype', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('customs_pk', ['user_id', 'devtype', 'customtype', 'apptype', 'customname'])
    .addForeignKeyConstraint(
      'customs_type',
      ['user_id', 'devtype'],
      'device_types',
      ['user_id', 'devtype'],
      (fk) => fk.onDelete('cascade').onUpdate('cascade'),
    )
    .execute();

  await db.schema
    .createTable('common_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('blob_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('common_files_user')
    .on('common_files')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('common_files').execute();
  await db.schema.dropTable('customs').execute();
}
