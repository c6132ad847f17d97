import type { BroadcastView, MessageType } from '@fleetkey/contract';
import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BroadcastsTable, Database } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What the push lists filter on: a message type and text in the title or content. */
export interface PushFilter {
  type?: MessageType | undefined;
  search?: string | undefined;
}

/** The pushes (broadcasts or tickets) a list's filter keeps. */
export function pushMatches(
  eb: ExpressionBuilder<Database, 'broadcasts' | 'tickets'>,
  { type, search }: PushFilter,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (type !== undefined) conditions.push(eb('type', '=', type));
  if (search) conditions.push(eb.or([containsText('title', search), containsText('content', search)]));
  return eb.and(conditions);
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
      const select = db
        .selectFrom('broadcasts')
        .selectAll()
        .where((eb) => pushMatches(eb, query));
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
