import { LICENCE_TYPES, type ApplymentState } from '@fleetkey/contract';
import { sql, type Insertable } from 'kysely';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { ApplymentsTable } from '../../../db/schema';
import type { ApplymentRow } from './applyment-view';

/** Application queries. */
export function applymentsRepository(db: Db) {
  const own = (id: string, userId: string) =>
    db.selectFrom('applyments').selectAll().where('id', '=', id).where('userId', '=', userId);

  return {
    /** Inserts an application; a pending one whose pendingKey is taken fails with a unique violation. */
    async insert(row: Insertable<ApplymentsTable>): Promise<void> {
      await db.insertInto('applyments').values(row).execute();
    },

    async pendingKeyTaken(pendingKey: string): Promise<boolean> {
      return exists(db.selectFrom('applyments').where('pendingKey', '=', pendingKey));
    },

    /** A page of the user's applications, newest first unless told, optionally in one state. */
    list(
      userId: string,
      window: ListWindow & { state?: ApplymentState | undefined },
    ): Promise<ListPage<ApplymentRow>> {
      let query = db.selectFrom('applyments').selectAll().where('userId', '=', userId);
      if (window.state) query = query.where('state', '=', window.state);
      return listPage(query, window, 'createdAt', 'id');
    },

    findOwn(id: string, userId: string): Promise<ApplymentRow | undefined> {
      return own(id, userId).executeTakeFirst();
    },

    async countPendingNewLicences(userId: string): Promise<number> {
      const row = await db
        .selectFrom('applyments')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('userId', '=', userId)
        .where('state', '=', 'pending')
        .where('type', '=', LICENCE_TYPES.newLicence)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Changes the duration of the user's pending renewal or new-licence request; false if none matched. */
    async setPendingDuration(id: string, userId: string, duration: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('applyments')
        .set({ duration, updatedAt: now })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('state', '=', 'pending')
        .where('type', 'in', [LICENCE_TYPES.renew, LICENCE_TYPES.newLicence])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Deletes the user's pending application; answers the deleted row, or undefined if none matched. */
    deletePending(id: string, userId: string): Promise<ApplymentRow | undefined> {
      return db
        .deleteFrom('applyments')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },
  };
}
