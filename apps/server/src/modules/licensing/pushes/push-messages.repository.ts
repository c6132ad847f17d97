import type { PushMessage } from '@fleetkey/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';
import { sqlRandomId } from '../../../db/random-id';

/** Which push a message came from: a broadcast or a ticket. */
export type PushSource = { broadcastId: string } | { ticketId: string };

/**
 * The messages pushes leave in users' centres. Delivery is one INSERT … SELECT over the users table, so a
 * broadcast to 100,000 users is one statement; the values are cast so PostgreSQL types them by column.
 */
export function pushMessagesRepository(db: Db) {
  const deliver = async (
    message: PushMessage,
    source: PushSource,
    now: number,
    userIds?: readonly string[],
  ): Promise<number> => {
    const sourceColumn = 'broadcastId' in source ? 'broadcastId' : 'ticketId';
    const sourceId = 'broadcastId' in source ? source.broadcastId : source.ticketId;
    let users = db
      .selectFrom('users')
      .select([
        sqlRandomId(db).as('id'),
        'users.id as userId',
        sql<number>`cast(${message.type} as integer)`.as('type'),
        sql<string>`cast(${message.title} as varchar(128))`.as('title'),
        sql<string>`cast(${message.content} as text)`.as('content'),
        sql<string>`cast(${sourceId} as varchar(36))`.as('sourceId'),
        sql<number>`cast(${now} as bigint)`.as('createdAt'),
      ]);
    if (userIds) users = users.where('users.id', 'in', userIds);
    const result = await db
      .insertInto('messages')
      .columns(['id', 'userId', 'type', 'title', 'content', sourceColumn, 'createdAt'])
      .expression(users)
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  };

  return {
    /** One message to every user of the platform; answers how many received it. */
    toEveryone: (message: PushMessage, broadcastId: string, now: number) =>
      deliver(message, { broadcastId }, now),

    /** One message to each of these (existing) users; answers how many received it. */
    toUsers: (message: PushMessage, ticketId: string, userIds: readonly string[], now: number) =>
      deliver(message, { ticketId }, now, userIds),

    /** Deletes a broadcast's messages from every centre, read or not; answers how many went. */
    async removeBroadcast(broadcastId: string): Promise<number> {
      const result = await db
        .deleteFrom('messages')
        .where('broadcastId', '=', broadcastId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Rewrites the text of a ticket's delivered messages (read state kept). */
    async editTicket(ticketId: string, changes: { title?: string; content?: string }): Promise<void> {
      await db.updateTable('messages').set(changes).where('ticketId', '=', ticketId).execute();
    },

    /** How many of the push's messages their users have read. */
    async readCount(source: PushSource): Promise<number> {
      let select = db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('readAt', 'is not', null);
      select =
        'broadcastId' in source
          ? select.where('broadcastId', '=', source.broadcastId)
          : select.where('ticketId', '=', source.ticketId);
      const row = await select.executeTakeFirst();
      // PostgreSQL answers count(*) as a bigint string.
      return Number(row?.n ?? 0);
    },
  };
}
