import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { UsersTable } from '../../../db/schema';

/** A stored user row. */
export type UserRow = Selectable<UsersTable>;

/** User queries. */
export function usersRepository(db: Db) {
  return {
    async insert(user: Insertable<UsersTable>): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    /** The user with this full mobile (country code, no plus), if any. */
    findByMobile(mobile: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },

    /** The user with this e-mail (stored lower-case), if any. */
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /**
     * Deletes the user; sessions, trusted browsers, hand-off tokens and identities cascade. The funds account,
     * its ledger and pay orders stay: call closeFundsBeforeDeletion in the same transaction first.
     */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** A password the account holder chose: a sub-user's initial password no longer needs changing. */
    async setPassword(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ passwordHash, mustChangePassword: 0, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
