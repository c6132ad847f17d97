import type { Kysely } from 'kysely';

// The account activity log records every write of an IoT route (issue 34), not only sub-user and profile
// changes: each such entry names the resource it changed; sub-user and profile entries keep null.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_activities').addColumn('resource', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_activities').dropColumn('resource').execute();
}
