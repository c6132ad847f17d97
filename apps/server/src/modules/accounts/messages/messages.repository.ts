import type { ServerText } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { MessagesTable } from '../../../db/schema';
import { serverTextColumns } from './server-text';

/**
 * A message to put in a user's centre: the English title and content, and the text key and values a
 * console words it by in the reader's language.
 */
export type NewMessage = Pick<MessagesTable, 'userId' | 'type' | 'title' | 'content' | 'createdAt'> &
  Partial<Pick<MessagesTable, 'broadcastId'>> & { text: ServerText };

/** A message as its receiver's centre reads it. */
export type MessageRow = Pick<
  Selectable<MessagesTable>,
  'id' | 'type' | 'title' | 'content' | 'readAt' | 'createdAt' | 'textKey' | 'textParams'
>;

/** Filters of the message centre's list. */
export interface MessageFilter {
  type?: number | undefined;
  read?: 'true' | 'false' | undefined;
}

const COLUMNS = ['id', 'type', 'title', 'content', 'readAt', 'createdAt', 'textKey', 'textParams'] as const;

/** Inbox message rows. Other modules leave messages through `insert`, inside their own transaction. */
export function messagesRepository(db: Db) {
  const own = (userId: string) => db.selectFrom('messages').select(COLUMNS).where('userId', '=', userId);

  return {
    async insert({ text, ...message }: NewMessage): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('messages')
        .values({ id, broadcastId: null, readAt: null, ...message, ...serverTextColumns(text) })
        .execute();
      return id;
    },

    /** A page of the user's messages, newest first unless told, optionally by type and read state. */
    list(userId: string, query: ListWindow & MessageFilter): Promise<ListPage<MessageRow>> {
      let select = own(userId);
      if (query.type !== undefined) select = select.where('type', '=', query.type);
      if (query.read === 'true') select = select.where('readAt', 'is not', null);
      if (query.read === 'false') select = select.where('readAt', 'is', null);
      return listPage(select, query, 'createdAt', 'id');
    },

    async countUnread(userId: string): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .executeTakeFirst();
      // PostgreSQL answers count(*) as a bigint string.
      return Number(row?.n ?? 0);
    },

    /** The message if it is the user's. */
    findOwn(id: string, userId: string): Promise<MessageRow | undefined> {
      return own(userId).where('id', '=', id).executeTakeFirst();
    },

    /** Marks the user's unread messages read (one, or all when `id` is undefined); answers how many changed. */
    async markRead(userId: string, id: string | undefined, now: number): Promise<number> {
      let update = db
        .updateTable('messages')
        .set({ readAt: now })
        .where('userId', '=', userId)
        .where('readAt', 'is', null);
      if (id !== undefined) update = update.where('id', '=', id);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
