import type { SessionUser } from '@fleetkey/contract';
import type { Db } from '../../db/kysely';
import type { SessionsTable } from '../../db/schema';

/** A live session as the auth plugin needs it: its clocks and the signed-in user. */
export interface ActiveSession {
  tokenHash: string;
  lastSeenAt: number;
  expiresAt: number;
  user: SessionUser;
}

/** Session queries: the auth plugin and the auth module read and write sessions only through these. */
export function sessionsRepository(db: Db) {
  return {
    async insert(session: SessionsTable): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async find(tokenHash: string): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'sessions.tokenHash',
          'sessions.lastSeenAt',
          'sessions.expiresAt',
          'users.id',
          'users.username',
          'users.name',
          'users.mobile',
          'users.email',
          'users.role',
          'users.avatar',
          'users.enableTwoFactorCheck',
        ])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const { tokenHash: hash, lastSeenAt, expiresAt, mobile, email, ...user } = row;
      return {
        tokenHash: hash,
        lastSeenAt,
        expiresAt,
        user: { ...user, mobile: mobile ?? '', email: email ?? '' },
      };
    },

    async touch(tokenHash: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    },
  };
}
