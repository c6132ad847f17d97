import type { SessionUser } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { SessionsTable } from '../../db/schema';

/** Who a session signs in: a user of the platform or an administrator. */
export type Principal = { kind: 'user'; id: string } | { kind: 'admin'; id: string };

/** A live session as the auth plugin needs it: its clocks, whose it is, and the signed-in identity. */
export interface ActiveSession {
  tokenHash: string;
  lastSeenAt: number;
  expiresAt: number;
  principal: Principal;
  user: SessionUser;
  /** An administrator or sub-user still on the initial password may only change it. */
  mustChangePassword: boolean;
  /** For a sub-user, its main account's id; null for everyone else. */
  subUserOf: string | null;
}

/** Session queries: the auth plugin and the auth module read and write sessions only through these. */
export function sessionsRepository(db: Db) {
  return {
    async insert(session: Insertable<SessionsTable>): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async find(tokenHash: string): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .leftJoin('users', 'users.id', 'sessions.userId')
        .leftJoin('admins', 'admins.id', 'sessions.adminId')
        .select([
          'sessions.tokenHash',
          'sessions.lastSeenAt',
          'sessions.expiresAt',
          'sessions.userId',
          'sessions.adminId',
          'users.username as userUsername',
          'users.name as userName',
          'users.mobile',
          'users.email',
          'users.role as userRole',
          'users.avatar',
          'users.enableTwoFactorCheck',
          'users.ownerId',
          'users.mustChangePassword as userMustChange',
          'admins.username as adminUsername',
          'admins.name as adminName',
          'admins.role as adminRole',
          'admins.mustChangePassword',
          'admins.disabled as adminDisabled',
        ])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const clocks = { tokenHash: row.tokenHash, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt };
      if (row.userId && row.userUsername !== null) {
        return {
          ...clocks,
          mustChangePassword: row.userMustChange === 1,
          subUserOf: row.ownerId,
          principal: { kind: 'user', id: row.userId },
          user: {
            id: row.userId,
            username: row.userUsername,
            name: row.userName ?? '',
            mobile: row.mobile ?? '',
            email: row.email ?? '',
            role: row.userRole ?? 0,
            avatar: row.avatar ?? '',
            enableTwoFactorCheck: row.enableTwoFactorCheck ?? 'false',
          },
        };
      }
      // A disabled administrator's sessions are ended when it is disabled; one created meanwhile counts for nothing.
      if (row.adminId && row.adminUsername !== null && row.adminDisabled !== 1) {
        return {
          ...clocks,
          mustChangePassword: row.mustChangePassword === 1,
          subUserOf: null,
          principal: { kind: 'admin', id: row.adminId },
          user: {
            id: row.adminId,
            username: row.adminUsername,
            name: row.adminName ?? '',
            mobile: '',
            email: '',
            role: row.adminRole ?? 1,
            avatar: '',
            enableTwoFactorCheck: 'false',
          },
        };
      }
      return undefined;
    },

    async touch(tokenHash: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    },

    /** The live sessions of an administrator, most recently active first. */
    listOfAdmin(adminId: string, now: number) {
      return db
        .selectFrom('sessions')
        .select(['tokenHash', 'createdAt', 'lastSeenAt', 'ip', 'userAgent'])
        .where('adminId', '=', adminId)
        .where('expiresAt', '>', now)
        .orderBy('lastSeenAt', 'desc')
        .execute();
    },

    /** Ends every session of a principal but one (the browser asking); answers how many ended. */
    async deleteOthersOf(principal: Principal, keepTokenHash: string): Promise<number> {
      const column = principal.kind === 'user' ? 'userId' : 'adminId';
      const result = await db
        .deleteFrom('sessions')
        .where(column, '=', principal.id)
        .where('tokenHash', '!=', keepTokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ends every session of a principal (password change or reset). */
    async deleteAllOf(principal: Principal): Promise<void> {
      const column = principal.kind === 'user' ? 'userId' : 'adminId';
      await db.deleteFrom('sessions').where(column, '=', principal.id).execute();
    },
  };
}
