import type { Db } from '../../../db/kysely';

/** Links between third-party identities and user accounts. */
export function identitiesRepository(db: Db) {
  return {
    async userOf(provider: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('userIdentities')
        .select('userId')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.userId;
    },

    async link(provider: string, subject: string, userId: string, now: number): Promise<void> {
      await db.insertInto('userIdentities').values({ provider, subject, userId, createdAt: now }).execute();
    },
  };
}
