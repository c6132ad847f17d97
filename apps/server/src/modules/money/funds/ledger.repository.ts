import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { FundAccountsTable, FundEntriesTable } from '../../../db/schema-funds';

/** A funds account row. */
export type FundAccountRow = Selectable<FundAccountsTable>;
/** A ledger entry row. */
export type FundEntryRow = Selectable<FundEntriesTable>;

/** An account whose stored totals differ from what its ledger and refunds add up to. */
export interface LedgerMismatch {
  ownerId: string;
  balance: number;
  entriesSum: number;
  frozen: number;
  pendingRefunds: number;
}

/** Queries of the ledger: the account row, its entries, and the totals the consistency check compares. */
export function ledgerRepository(db: Db) {
  return {
    /**
     * The account row, locked for the rest of the caller's transaction. A no-op UPDATE takes the row lock on
     * PostgreSQL (another booking on the account waits until this transaction ends, then reads its result)
     * and the write lock on SQLite, so the read-check-write that follows cannot interleave on either engine.
     */
    lock(ownerId: string): Promise<FundAccountRow | undefined> {
      return db
        .updateTable('fundAccounts')
        .set({ updatedAt: sql<number>`updated_at` })
        .where('ownerId', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
    },

    entryByKey(ownerId: string, key: string): Promise<FundEntryRow | undefined> {
      return db
        .selectFrom('fundEntries')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('idempotencyKey', '=', key)
        .executeTakeFirst();
    },

    async insertEntry(entry: FundEntryRow): Promise<void> {
      await db.insertInto('fundEntries').values(entry).execute();
    },

    async setBalance(ownerId: string, balance: number, now: number): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ balance, updatedAt: now })
        .where('ownerId', '=', ownerId)
        .execute();
    },

    /** Moves `amount` into (> 0) or out of (< 0) the account's frozen total. */
    async addFrozen(ownerId: string, amount: number, now: number): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ frozen: sql<number>`frozen + ${amount}`, updatedAt: now })
        .where('ownerId', '=', ownerId)
        .execute();
    },

    /** Accounts whose balance is not the sum of their entries, or whose frozen is not their pending refunds. */
    mismatches(): Promise<LedgerMismatch[]> {
      // Sums are cast back to bigint: PostgreSQL sums bigint as numeric, which its driver returns as text.
      const entriesSum = db
        .selectFrom('fundEntries')
        .select(['ownerId', sql<number>`cast(sum(amount) as bigint)`.as('total')])
        .groupBy('ownerId')
        .as('e');
      const pending = db
        .selectFrom('refunds')
        .select(['ownerId', sql<number>`cast(sum(amount) as bigint)`.as('total')])
        .where('state', '=', 'pending')
        .groupBy('ownerId')
        .as('r');
      return db
        .selectFrom('fundAccounts as a')
        .leftJoin(entriesSum, 'e.ownerId', 'a.ownerId')
        .leftJoin(pending, 'r.ownerId', 'a.ownerId')
        .select([
          'a.ownerId',
          'a.balance',
          'a.frozen',
          sql<number>`coalesce(e.total, 0)`.as('entriesSum'),
          sql<number>`coalesce(r.total, 0)`.as('pendingRefunds'),
        ])
        .where((eb) =>
          eb.or([
            eb('a.balance', '!=', sql<number>`coalesce(e.total, 0)`),
            eb('a.frozen', '!=', sql<number>`coalesce(r.total, 0)`),
          ]),
        )
        .execute();
    },
  };
}
