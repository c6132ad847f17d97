import type { BroadcastView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BroadcastsTable } from '../../../db/schema';
import { pushMatches, withMessageType, type PushFilter } from './push-lists';

/** Broadcast rows; their messages are pushMessagesRepository's. */
export function broadcastsRepository(db: Db) {
  return {
    /** A page of broadcasts, newest first unless told. */
    async list(query: ListWindow & PushFilter): Promise<ListPage<BroadcastView>> {
      const select = db
        .selectFrom('broadcasts')
        .selectAll()
        .where((eb) => pushMatches(eb, query));
      const page = await listPage(select, query, 'createdAt', 'id');
      return { ...page, result: page.result.map(withMessageType) };
    },

    async find(id: string): Promise<BroadcastView | undefined> {
      const row = await db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && withMessageType(row);
    },

    async insert(row: Insertable<BroadcastsTable>): Promise<void> {
      await db.insertInto('broadcasts').values(row).execute();
    },

    async setRecipientCount(id: string, recipientCount: number): Promise<void> {
      await db.updateTable('broadcasts').set({ recipientCount }).where('id', '=', id).execute();
    },

    /**
     * Marks the broadcast recalled unless it already is; false when it was. Of two recalls at once only
     * one sees `recalled_at` null, so the other is refused rather than recalling twice.
     */
    async markRecalled(id: string, now: number, by: string): Promise<boolean> {
      const result = await db
        .updateTable('broadcasts')
        .set({ recalledAt: now, recalledBy: by })
        .where('id', '=', id)
        .where('recalledAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
