import type { Db } from '../../../db/kysely';

/** Tables whose rows can sign in and be locked out. */
export type AccountTable = 'users' | 'admins';

/** Failed-login counting and lockout, kept in the database so every server node sees the same count. */
export function loginAttemptsRepository(db: Db) {
  return {
    /** Counts a failure; at `max` failures the account locks until `lockUntil` and the count restarts. */
    async recordFailure(
      table: AccountTable,
      id: string,
      max: number,
      lockUntil: number,
    ): Promise<{ locked: boolean }> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable(table)
          .set((eb) => ({ failedLogins: eb('failedLogins', '+', 1) }))
          .where('id', '=', id)
          .returning('failedLogins')
          .executeTakeFirst();
        if (!row || row.failedLogins < max) return { locked: false };
        await trx
          .updateTable(table)
          .set({ failedLogins: 0, lockedUntil: lockUntil })
          .where('id', '=', id)
          .execute();
        return { locked: true };
      });
    },

    /** A password confirmed without signing in: the count restarts, the sign-in time stays. */
    async clearFailures(table: AccountTable, id: string): Promise<void> {
      await db.updateTable(table).set({ failedLogins: 0 }).where('id', '=', id).execute();
    },

    /** A successful sign-in: the count restarts and the sign-in time is kept. */
    async recordSuccess(table: AccountTable, id: string, now: number): Promise<void> {
      await db
        .updateTable(table)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
