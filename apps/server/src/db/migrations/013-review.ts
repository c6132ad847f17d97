import type { Kysely } from 'kysely';

// The examined-applications list (PATCH /applyments/status decides them) is ordered by decision time by
// default, newest first; the index serves that order without sorting every decided application.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('applyments_examined_at').on('applyments').column('examined_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applyments_examined_at').execute();
}
