import type { BroadcastView, MessageType } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BroadcastsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What the push lists filter on: a message type and text in the title or content. */
export interface PushFilter {
  type?: MessageType | undefined;
  search?: string | undefined;
}

// Broadcasts are only written with MESSAGE_TYPES codes (the create schema's check).
const toView = (row: Selectable<BroadcastsTable>): BroadcastView => ({
  ...row,
  type: row.type as MessageType,
});

/** Broadcast rows; their messages are pushMessagesRepository's. */
export function broadcastsRepository(db: Db) {
  return {
    /** A page of broadcasts, newest first unless told. */
    async list(query: ListWindow & PushFilter): Promise<ListPage<BroadcastView>> {
      let select = db.selectFrom('broadcasts').selectAll();
      if (query.type !== undefined) select = select.where('type', '=', query.type);
      const { search } = query;
      if (search) {
        select = select.where((eb) =>
          eb.or([containsText('title', search), containsText('content', search)]),
        );
      }
      const page = await listPage(select, query, 'createdAt', 'id');
      return { ...page, result: page.result.map(toView) };
    },

    async find(id: string): Promise<BroadcastView | undefined> {
      const row = await db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toView(row);
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
