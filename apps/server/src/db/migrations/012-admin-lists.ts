import type { Kysely } from 'kysely';

// Indexes of the administrators' lists, so they stay fast at 100,000 users: each sort order of the
// registered-user list reads its page from an index (ties broken by id), and a level filter counts its
// matches from one index that also carries the searched columns, without reading the wide user rows. The
// licence list pages by creation time, and a role's licences are found without a scan when it is deleted.

const INDEXES = [
  { name: 'users_created_at', table: 'users', columns: ['created_at', 'id'] },
  { name: 'users_updated_at', table: 'users', columns: ['updated_at', 'id'] },
  { name: 'users_last_login_at', table: 'users', columns: ['last_login_at', 'id'] },
  {
    name: 'users_level_list',
    table: 'users',
    columns: ['level', 'created_at', 'id', 'username', 'name', 'mobile', 'email'],
  },
  { name: 'licences_created_at', table: 'licences', columns: ['created_at', 'id'] },
  { name: 'licences_role_id', table: 'licences', columns: ['role_id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
