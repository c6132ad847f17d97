import type { Kysely } from 'kysely';

// Administrators can be disabled (issue 34): a disabled one cannot sign in and its sessions end, while its
// name stays on what it did (operation log, pushes, card batches) — kept for accounts that may come back.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('disabled').execute();
}
