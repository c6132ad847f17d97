import type { Db } from '../../../db/kysely';

/** What using a card needs to know of the licence it extends. */
export interface LicenceToExtend {
  id: string;
  licenceNo: string;
  expiredAt: number;
}

/** The licence queries of using a card; the licences module owns every other licence query. */
export function couponLicencesRepository(db: Db) {
  return {
    /**
     * Touches the user's licence and answers its current expiry, or undefined when it is not theirs. The
     * update takes the row's write lock for the rest of the transaction (on both engines), so two cards
     * used on one licence at once extend it one after the other instead of from the same old expiry.
     */
    lockOwn(licenceId: string, userId: string, now: number): Promise<LicenceToExtend | undefined> {
      return db
        .updateTable('licences')
        .set({ updatedAt: now })
        .where('id', '=', licenceId)
        .where('userId', '=', userId)
        .returning(['id', 'licenceNo', 'expiredAt'])
        .executeTakeFirst();
    },

    async setExpiredAt(id: string, expiredAt: number, now: number): Promise<void> {
      await db.updateTable('licences').set({ expiredAt, updatedAt: now }).where('id', '=', id).execute();
    },
  };
}
