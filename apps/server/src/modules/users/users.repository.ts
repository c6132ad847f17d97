import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { UsersTable } from '../../db/schema';

/** User queries. */
export function usersRepository(db: Db) {
  return {
    async insert(user: Insertable<UsersTable>): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },
  };
}
