import type { PayOrderState } from '@fleetkey/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { PayOrdersTable } from '../../../db/schema-funds';
import { containsText } from '../../../db/search';

/** A stored pay order. */
export type PayOrderRow = Selectable<PayOrdersTable>;
/** A pay order with its payer's name, as administrators list it. */
export type AdminPayOrderRow = PayOrderRow & { username: string };

/** A list's filters: one state, a creation range (`to` exclusive). */
export interface OrderFilter extends ListWindow {
  state?: PayOrderState | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** How an order was settled. */
export interface Settlement {
  by: string;
  gatewayTxn: string | null;
  now: number;
}

/** Pay order queries. State changes are compare-and-set, so two confirmations cannot both pass. */
export function payOrdersRepository(db: Db) {
  return {
    async insert(row: Insertable<PayOrdersTable>): Promise<void> {
      await db.insertInto('payOrders').values(row).execute();
    },

    find(id: string): Promise<PayOrderRow | undefined> {
      return db.selectFrom('payOrders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setPayUrl(id: string, payUrl: string): Promise<void> {
      await db.updateTable('payOrders').set({ payUrl }).where('id', '=', id).execute();
    },

    /** Marks an order paid from one of `from`; false when it is in none of them (any more). */
    async markPaid(id: string, from: readonly PayOrderState[], settlement: Settlement): Promise<boolean> {
      return updateRowById(db, 'payOrders', (eb) => eb('state', 'in', from), id, {
        state: 'paid',
        settledBy: settlement.by,
        gatewayTxn: settlement.gatewayTxn,
        settledAt: settlement.now,
      });
    },

    /** Ends a pending order as cancelled or failed; false when it is no longer pending. */
    async end(id: string, state: 'cancelled' | 'failed', by: string, now: number): Promise<boolean> {
      return updateRowById(db, 'payOrders', (eb) => eb('state', '=', 'pending'), id, {
        state,
        settledBy: by,
        settledAt: now,
      });
    },

    /** The pay orders of licence-portal orders, oldest first (a later one replaces an earlier in a map). */
    byBillingOrders(billingOrderIds: readonly string[]): Promise<PayOrderRow[]> {
      if (billingOrderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('payOrders')
        .selectAll()
        .where('billingOrderId', 'in', billingOrderIds)
        .orderBy('createdAt')
        .execute();
    },

    /** A page of one account's orders, newest first unless told. */
    listOwn(ownerId: string, filter: OrderFilter): Promise<ListPage<PayOrderRow>> {
      let select = db.selectFrom('payOrders').selectAll().where('ownerId', '=', ownerId);
      if (filter.state) select = select.where('state', '=', filter.state);
      if (filter.from !== undefined) select = select.where('createdAt', '>=', filter.from);
      if (filter.to !== undefined) select = select.where('createdAt', '<', filter.to);
      return listPage(select, filter, 'createdAt', 'id');
    },

    /** A page of every account's orders, optionally one state and text in the payer's account or the id. */
    listAll(filter: OrderFilter & { search?: string | undefined }): Promise<ListPage<AdminPayOrderRow>> {
      let select = db
        .selectFrom('payOrders')
        // A deleted owner's rows stay listed (money outlives accounts, issue 32), with no name.
        .leftJoin('users', 'users.id', 'payOrders.ownerId')
        .selectAll('payOrders')
        .select(sql<string>`coalesce(users.username, '')`.as('username'));
      if (filter.state) select = select.where('payOrders.state', '=', filter.state);
      const { search } = filter;
      if (search) {
        select = select.where((eb) =>
          eb.or(
            ['users.username', 'users.mobile', 'users.email', 'payOrders.id'].map((column) =>
              containsText(column, search),
            ),
          ),
        );
      }
      return listPage(select, filter, 'payOrders.createdAt', 'payOrders.id');
    },
  };
}
