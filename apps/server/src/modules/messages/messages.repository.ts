import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import type { MessagesTable } from '../../db/schema';

/** A message to put in a user's centre. */
export type NewMessage = Pick<MessagesTable, 'userId' | 'type' | 'title' | 'content' | 'createdAt'> &
  Partial<Pick<MessagesTable, 'broadcastId'>>;

/** Inbox message rows. Other modules leave messages through `insert`, inside their own transaction. */
export function messagesRepository(db: Db) {
  return {
    async insert(message: NewMessage): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('messages')
        .values({ id, broadcastId: null, readAt: null, ...message })
        .execute();
      return id;
    },
  };
}
