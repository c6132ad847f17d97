import type { Kysely } from 'kysely';

// Codes asked for over HTTP remember the address they were asked from, so one address (and everyone
// together) has an hourly budget across all numbers, beside each receiver's own limits (issue 13).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('codes').addColumn('requested_from', 'text').execute();
  await db.schema
    .createIndex('codes_requested_from_created')
    .on('codes')
    .columns(['requested_from', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('codes_requested_from_created').execute();
  await db.schema.alterTable('codes').dropColumn('requested_from').execute();
}
