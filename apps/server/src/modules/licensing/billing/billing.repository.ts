import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BillingOrdersTable } from '../../../db/schema';

/** A stored recharge order. */
export type OrderRow = Selectable<BillingOrdersTable>;

/** Recharge order queries. */
export function billingRepository(db: Db) {
  return {
    async insert(order: Insertable<BillingOrdersTable>): Promise<void> {
      await db.insertInto('billingOrders').values(order).execute();
    },

    /** A page of the user's orders, newest first unless told. */
    list(userId: string, query: ListWindow): Promise<ListPage<OrderRow>> {
      return listPage(
        db.selectFrom('billingOrders').selectAll().where('userId', '=', userId),
        query,
        'createdAt',
        'id',
      );
    },

    /** The number of the user's licence, or undefined when no such licence is theirs. */
    async ownLicenceNo(userId: string, licenceId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('licences')
        .select('licenceNo')
        .where('id', '=', licenceId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.licenceNo;
    },
  };
}
