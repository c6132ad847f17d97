import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';

/** The per-hour counts of messages sent for an account, taken against a budget atomically. */
export function sendBudgetRepository(db: Db) {
  return {
    /**
     * Counts `count` more messages on the account's channel in `hour` when they fit within `budget`; false,
     * counting nothing, when they do not. One upsert: concurrent takers (other nodes too) cannot overspend.
     */
    async take(
      key: { ownerId: string; channel: string; hour: number },
      count: number,
      budget: number,
    ): Promise<boolean> {
      if (count > budget) return false;
      const row = await db
        .insertInto('sendBudgetUsage')
        .values({ ...key, sent: count })
        .onConflict((conflict) =>
          conflict
            .columns(['ownerId', 'channel', 'hour'])
            .doUpdateSet({ sent: sql<number>`send_budget_usage.sent + ${count}` })
            .where(sql<boolean>`send_budget_usage.sent + ${count} <= ${budget}`),
        )
        .returning('sent')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
