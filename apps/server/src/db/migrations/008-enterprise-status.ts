import type { Kysely } from 'kysely';

// The audit status of each account's enterprise information, set by administrators
// (PUT /users/enterprise_info/status/); every existing account starts as not audited.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('enterprise_status', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('enterprise_status').execute();
}
