import type { Db } from '../../../db/kysely';

/** The role a lock holds: enough to name it in the operation log. */
export interface LockedRole {
  id: string;
  name: string;
}

/**
 * Locks the role's row for the rest of the caller's transaction and answers it, or undefined when the
 * role is gone. licences.role_id has no foreign key, so this lock is what keeps a role's delete and its
 * assignment to a licence apart: a no-op update takes the row's write lock on PostgreSQL (whoever comes
 * second waits, then sees the first one's commit), and SQLite runs one transaction at a time anyway.
 */
export async function lockRole(db: Db, id: string): Promise<LockedRole | undefined> {
  return db
    .updateTable('roles')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}
