import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { OutboxTable } from '../../db/schema';

/** A stored outbox message. */
export type OutboxRow = Selectable<OutboxTable>;

/** Outbox queries. */
export function outboxRepository(db: Db) {
  return {
    async insert(message: Insertable<OutboxTable>): Promise<void> {
      await db.insertInto('outbox').values(message).execute();
    },

    /** The receiver's newest messages first. */
    latest(receiver: string, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('receiver', '=', receiver)
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
