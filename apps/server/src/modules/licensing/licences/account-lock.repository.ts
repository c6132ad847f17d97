import type { Db } from '../../../db/kysely';

/**
 * Locks the user's row for the rest of the caller's transaction and answers the user's level (undefined
 * when the account is gone). A no-op update takes the row's write lock on PostgreSQL, so one user's
 * binds and applications run one after another and their counts and checks see each other; SQLite runs
 * one transaction at a time anyway. Everything that locks a user does so first, before any licence row.
 */
export async function lockAccount(db: Db, userId: string): Promise<{ level: number } | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({ level: eb.ref('level') }))
    .where('id', '=', userId)
    .returning('level')
    .executeTakeFirst();
}
