import type { Db } from '../../../db/kysely';
import type { AccountTable } from './login-attempts.repository';

/** Every name tried from an address counts here too. */
export const ANY_ACCOUNT = '*';

/** The lockout key of an account. */
export const accountKey = (table: AccountTable, id: string): string => `${table}:${id}`;

/** Sign-in failures per (account, address) and per address, kept in the database for every node. */
export function loginLockoutsRepository(db: Db) {
  return {
    /** When the lockout of (account, address) ends, if it is locked at `now`. */
    async lockedUntil(account: string, address: string, now: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('loginLockouts')
        .select('lockedUntil')
        .where('account', '=', account)
        .where('address', '=', address)
        .executeTakeFirst();
      const until = row?.lockedUntil === null || row === undefined ? undefined : Number(row.lockedUntil);
      return until !== undefined && until > now ? until : undefined;
    },

    /**
     * Counts a failure in the window that started with the first one; the `max`th within `windowMs` locks
     * (account, address) for `lockMs` and the count restarts. Answers whether this one locked it.
     */
    async fail(
      account: string,
      address: string,
      now: number,
      { max, windowMs, lockMs }: { max: number; windowMs: number; lockMs: number },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('loginLockouts')
          .select(['failures', 'windowStart'])
          .where('account', '=', account)
          .where('address', '=', address)
          .executeTakeFirst();
        const fresh = !row || Number(row.windowStart) + windowMs <= now;
        const failures = fresh ? 1 : row.failures + 1;
        const locked = failures >= max;
        const values = {
          failures: locked ? 0 : failures,
          windowStart: fresh || locked ? now : Number(row.windowStart),
          lockedUntil: locked ? now + lockMs : null,
        };
        await trx
          .insertInto('loginLockouts')
          .values({ account, address, ...values })
          .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet(values))
          .execute();
        return locked;
      });
    },

    /** Failures of (account, address) in the window still running at `now` (0 once it has passed). */
    async failures(account: string, address: string, now: number, windowMs: number): Promise<number> {
      const row = await db
        .selectFrom('loginLockouts')
        .select(['failures', 'windowStart'])
        .where('account', '=', account)
        .where('address', '=', address)
        .executeTakeFirst();
      return row && Number(row.windowStart) + windowMs > now ? row.failures : 0;
    },

    /** A successful sign-in from the address: its count for the account restarts. */
    async clear(account: string, address: string): Promise<void> {
      await db
        .deleteFrom('loginLockouts')
        .where('account', '=', account)
        .where('address', '=', address)
        .execute();
    },

    /** The account's lockouts everywhere end (its password was reset, or an administrator unlocked it). */
    async clearAccount(account: string): Promise<void> {
      await db.deleteFrom('loginLockouts').where('account', '=', account).execute();
    },
  };
}
