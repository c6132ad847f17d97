import type { Kysely } from 'kysely';

// Messages and user log entries written by the server keep the key and values (JSON text) a console words
// them by in the reader's language. Both are null on rows typed by a person and rows from before.

const TABLES = ['messages', 'user_logs'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('text_key', 'varchar(64)').execute();
    await db.schema.alterTable(table).addColumn('text_params', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('text_params').execute();
    await db.schema.alterTable(table).dropColumn('text_key').execute();
  }
}
