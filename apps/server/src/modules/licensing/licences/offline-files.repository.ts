import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { OfflineLicenceFilesTable } from '../../../db/schema';

/** The offline licence files issued, and their revocation. */
export function offlineFilesRepository(db: Db) {
  return {
    async insert(file: Insertable<OfflineLicenceFilesTable>): Promise<void> {
      await db.insertInto('offlineLicenceFiles').values(file).execute();
    },

    /** Revokes the licence's files still within their lease (unbound or deleted); answers how many. */
    async revokeOf(licenceId: string, now: number): Promise<number> {
      const result = await db
        .updateTable('offlineLicenceFiles')
        .set({ revokedAt: now })
        .where('licenceId', '=', licenceId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Revoked files whose lease has not ended (an ended lease needs no revocation), oldest first. */
    revokedInLease(now: number) {
      return db
        .selectFrom('offlineLicenceFiles')
        .select(['fileId', 'expiresAt'])
        .where('revokedAt', 'is not', null)
        .where('expiresAt', '>', now)
        .orderBy('expiresAt')
        .orderBy('fileId')
        .execute();
    },
  };
}
