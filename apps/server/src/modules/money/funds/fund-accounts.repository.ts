import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { FundAccountsTable } from '../../../db/schema-funds';
import type { FundAccountRow } from './ledger.repository';

/** What the account view adds up beside the row: money recharged, refunded and held by pending refunds. */
export interface RefundTotals {
  recharged: number;
  refunded: number;
  pending: number;
}

/** What keeps an account from closing besides its balance. */
export interface OpenItems {
  pendingOrders: number;
  pendingRefunds: number;
}

/** Funds account rows and the totals their view and their closing read. */
export function fundAccountsRepository(db: Db) {
  // Sums are cast back to bigint: PostgreSQL sums bigint as numeric, which its driver returns as text.
  const total = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

  return {
    find(ownerId: string): Promise<FundAccountRow | undefined> {
      return db.selectFrom('fundAccounts').selectAll().where('ownerId', '=', ownerId).executeTakeFirst();
    },

    async insert(row: Insertable<FundAccountsTable>): Promise<void> {
      await db.insertInto('fundAccounts').values(row).execute();
    },

    /** Opens a closed account again with a new payment password; false when it is not closed (any more). */
    async reopen(
      ownerId: string,
      change: { payPasswordHash: string; timeZone: string; now: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('fundAccounts')
        .set({
          state: 'active',
          payPasswordHash: change.payPasswordHash,
          payPasswordFailures: 0,
          payPasswordLockedUntil: null,
          timeZone: change.timeZone,
          openedAt: change.now,
          updatedAt: change.now,
        })
        .where('ownerId', '=', ownerId)
        .where('state', '=', 'closed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async close(ownerId: string, now: number): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ state: 'closed', updatedAt: now })
        .where('ownerId', '=', ownerId)
        .execute();
    },

    /** A new payment password, which also lifts a lock and forgets wrong attempts. */
    async setPayPassword(ownerId: string, payPasswordHash: string, now: number): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ payPasswordHash, payPasswordFailures: 0, payPasswordLockedUntil: null, updatedAt: now })
        .where('ownerId', '=', ownerId)
        .execute();
    },

    /** Counts one more wrong payment password and answers the count (atomic: parallel guesses all count). */
    async countFailure(ownerId: string): Promise<number> {
      const row = await db
        .updateTable('fundAccounts')
        .set({ payPasswordFailures: sql<number>`pay_password_failures + 1` })
        .where('ownerId', '=', ownerId)
        .returning('payPasswordFailures')
        .executeTakeFirst();
      return row?.payPasswordFailures ?? 0;
    },

    /** Locks the payment password until `until` and starts the count again for after the lock. */
    async lockPayPassword(ownerId: string, until: number): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ payPasswordFailures: 0, payPasswordLockedUntil: until })
        .where('ownerId', '=', ownerId)
        .execute();
    },

    async clearFailures(ownerId: string): Promise<void> {
      await db
        .updateTable('fundAccounts')
        .set({ payPasswordFailures: 0 })
        .where('ownerId', '=', ownerId)
        .where('payPasswordFailures', '>', 0)
        .execute();
    },

    /** What the owner's closed bills still owe (total − paid of the unpaid ones). */
    async unpaidBills(ownerId: string): Promise<number> {
      const owed = await db
        .selectFrom('bills')
        .select(sql<number>`cast(coalesce(sum(total - paid), 0) as bigint)`.as('n'))
        .where('ownerId', '=', ownerId)
        .where('state', '=', 'unpaid')
        .executeTakeFirst();
      return owed?.n ?? 0;
    },

    async refundTotals(ownerId: string): Promise<RefundTotals> {
      const recharged = await db
        .selectFrom('fundEntries')
        .select(total('amount').as('n'))
        .where('ownerId', '=', ownerId)
        .where('type', '=', 'recharge')
        .executeTakeFirst();
      const refunds = await db
        .selectFrom('refunds')
        .select([
          sql<number>`cast(coalesce(sum(case when state = 'approved' then amount else 0 end), 0) as bigint)`.as(
            'refunded',
          ),
          sql<number>`cast(coalesce(sum(case when state = 'pending' then amount else 0 end), 0) as bigint)`.as(
            'pending',
          ),
        ])
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      return {
        recharged: recharged?.n ?? 0,
        refunded: refunds?.refunded ?? 0,
        pending: refunds?.pending ?? 0,
      };
    },

    async openItems(ownerId: string): Promise<OpenItems> {
      const orders = await db
        .selectFrom('payOrders')
        .select(sql<number>`count(*)`.as('n'))
        .where('ownerId', '=', ownerId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      const refunds = await db
        .selectFrom('refunds')
        .select(sql<number>`count(*)`.as('n'))
        .where('ownerId', '=', ownerId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return { pendingOrders: Number(orders?.n ?? 0), pendingRefunds: Number(refunds?.n ?? 0) };
    },

    /** The main account's name and where its codes go. */
    owner(ownerId: string) {
      return db
        .selectFrom('users')
        .select(['username', 'mobile', 'email'])
        .where('id', '=', ownerId)
        .executeTakeFirst();
    },
  };
}
