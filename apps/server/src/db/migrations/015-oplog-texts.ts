import type { Kysely } from 'kysely';

// Operation-log entries keep the key and values (JSON text) a console words them by in the reader's
// language, as messages and user log entries do since 014. Both are null on rows from before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oplogs').addColumn('text_key', 'varchar(64)').execute();
  await db.schema.alterTable('oplogs').addColumn('text_params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oplogs').dropColumn('text_params').execute();
  await db.schema.alterTable('oplogs').dropColumn('text_key').execute();
}
