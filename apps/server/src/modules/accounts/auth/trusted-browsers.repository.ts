import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';

/** Browsers remembered after phone security; a row per browser, revocable by deleting it. */
export function trustedBrowsersRepository(db: Db) {
  return {
    async insert(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
      await db.insertInto('trustedBrowsers').values({ tokenHash, userId, expiresAt }).execute();
    },

    async isTrusted(tokenHash: string, userId: string, now: number): Promise<boolean> {
      return exists(
        db
          .selectFrom('trustedBrowsers')
          .where('tokenHash', '=', tokenHash)
          .where('userId', '=', userId)
          .where('expiresAt', '>', now),
      );
    },

    /** Forgets every remembered browser of a user (password change, phone security turned off). */
    async deleteAllOf(userId: string): Promise<void> {
      await db.deleteFrom('trustedBrowsers').where('userId', '=', userId).execute();
    },
  };
}
