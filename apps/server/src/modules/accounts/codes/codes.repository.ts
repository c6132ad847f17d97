import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { CodesTable, Database } from '../../../db/schema';

/** A stored code row (the code itself is only its hash). */
export type CodeRow = Selectable<CodesTable>;

/** Queries on one receiver made while its lock row is held. */
export interface LockedReceiver {
  /** Send times (epoch ms) of the receiver's codes created after `since`, any purpose. */
  sentSince(since: number): Promise<number[]>;
  insert(code: Insertable<CodesTable>): Promise<void>;
}

/** Verification-code queries. */
export function codesRepository(db: Db) {
  return {
    /**
     * Runs `work` in one transaction that first upserts the receiver's lock row: concurrent sends to one
     * receiver (from any server node) queue behind it, so a count-then-insert cannot be raced.
     */
    withReceiverLock<T>(
      receiver: string,
      now: number,
      work: (locked: LockedReceiver) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('codeReceivers')
          .values({ receiver, lockedAt: now })
          .onConflict((oc) => oc.column('receiver').doUpdateSet({ lockedAt: now }))
          .execute();
        return work(lockedReceiver(trx, receiver));
      });
    },

    /**
     * Codes asked for over HTTP since `since` — from `address`, or from anywhere when it is undefined —
     * and when the oldest of them was sent.
     */
    async requestedSince(since: number, address?: string): Promise<{ count: number; oldest: number | null }> {
      let query = db
        .selectFrom('codes')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('createdAt').as('oldest')])
        .where('createdAt', '>', since)
        .where('requestedFrom', 'is not', null);
      if (address !== undefined) query = query.where('requestedFrom', '=', address);
      const row = await query.executeTakeFirst();
      return { count: Number(row?.count ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) };
    },

    /** The receiver's newest code of a purpose (of any purpose when none is given). */
    newest(receiver: string, purpose: string | undefined): Promise<CodeRow | undefined> {
      let query = db.selectFrom('codes').selectAll().where('receiver', '=', receiver);
      if (purpose !== undefined) query = query.where('purpose', '=', purpose);
      return query.orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
    },

    /** Counts one attempt if fewer than `max` were made; the new count, or undefined when none was left. */
    async claimAttempt(id: string, max: number): Promise<number | undefined> {
      const row = await db
        .updateTable('codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Gives back an attempt claimed by a check that turned out right. */
    async releaseAttempt(id: string): Promise<void> {
      await db
        .updateTable('codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Marks the code used; false when it already was (another request consumed it first). */
    async markUsed(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('codes')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('codes').where('id', '=', id).execute();
    },

    /** Drops codes and lock rows older than `cutoff`: no rule reads them any more. */
    /** Dates a receiver's codes back by `ms` (the test-only PUT /v1/test/codes/age). */
    async ageReceiver(receiver: string, ms: number): Promise<void> {
      await db
        .updateTable('codes')
        .set((eb) => ({ createdAt: eb('createdAt', '-', ms), expiresAt: eb('expiresAt', '-', ms) }))
        .where('receiver', '=', receiver)
        .execute();
    },

    async deleteOlderThan(cutoff: number): Promise<void> {
      await db.deleteFrom('codes').where('createdAt', '<', cutoff).execute();
      await db.deleteFrom('codeReceivers').where('lockedAt', '<', cutoff).execute();
    },
  };
}

function lockedReceiver(trx: Transaction<Database>, receiver: string): LockedReceiver {
  return {
    async sentSince(since) {
      const rows = await trx
        .selectFrom('codes')
        .select('createdAt')
        .where('receiver', '=', receiver)
        .where('createdAt', '>', since)
        .execute();
      return rows.map((row) => row.createdAt);
    },
    async insert(code) {
      await trx.insertInto('codes').values(code).execute();
    },
  };
}
