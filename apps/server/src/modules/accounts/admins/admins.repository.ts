import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { AdminsTable } from '../../../db/schema';

/** A stored administrator row. */
export type AdminRow = Selectable<AdminsTable>;

/** Administrator queries. */
export function adminsRepository(db: Db) {
  return {
    async insert(admin: Insertable<AdminsTable>): Promise<void> {
      await db.insertInto('admins').values(admin).execute();
    },

    findById(id: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByUsername(username: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Administrators for GET /admins, without their password hashes. */
    list() {
      return db
        .selectFrom('admins')
        .select([
          'id',
          'username',
          'name',
          'role',
          'superAdmin',
          'mustChangePassword',
          'disabled',
          'createdAt',
          'lastLoginAt',
        ])
        .orderBy('username')
        .execute();
    },

    async setDisabled(id: string, disabled: boolean, now: number): Promise<void> {
      await db
        .updateTable('admins')
        .set({ disabled: disabled ? 1 : 0, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** A new initial password, replaced at the next sign-in; a lockout from wrong guesses ends with it. */
    async resetPassword(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('admins')
        .set({ passwordHash, mustChangePassword: 1, failedLogins: 0, lockedUntil: null, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the account; its sessions and role links go with it (foreign keys). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('admins').where('id', '=', id).execute();
    },

    async setPassword(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('admins')
        .set({ passwordHash, mustChangePassword: 0, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
