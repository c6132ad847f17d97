import { sql, type Kysely } from 'kysely';

// Administrator names are unique ignoring case (issue 34): `ADMIN` beside `admin` let two accounts look
// alike in every list and log. An index on lower(username) works alike in SQLite and PostgreSQL and makes
// the refusal race-free; POST /admins maps its violation to USER_EXISTS like the exact-name one.
// Existing names that differ only in case stop this migration: rename one of them first.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX admins_username_ci ON admins (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admins_username_ci').execute();
}
