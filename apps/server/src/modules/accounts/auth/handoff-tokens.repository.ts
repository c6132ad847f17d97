import type { Db } from '../../../db/kysely';

/** Issued ujwt hand-off tokens, by their id. */
export function handoffTokensRepository(db: Db) {
  return {
    async insert(jti: string, userId: string, expiresAt: number): Promise<void> {
      await db.insertInto('handoffTokens').values({ jti, userId, expiresAt }).execute();
    },

    /** Deletes the token; true when it existed for this user (so it is spent exactly once). */
    async spend(jti: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('handoffTokens')
        .where('jti', '=', jti)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows === 1n;
    },
  };
}
