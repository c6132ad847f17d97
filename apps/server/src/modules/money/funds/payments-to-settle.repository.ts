import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { PaymentsToSettleTable } from '../../../db/schema-funds';

/** A stored payment to settle. */
export type PaymentToSettleRow = Selectable<PaymentsToSettleTable>;

/** Gateway payments kept for an administrator; a settlement is compare-and-set, so two cannot both pass. */
export function paymentsToSettleRepository(db: Db) {
  return {
    /** Keeps the payment; false when the gateway reported this transaction before (kept once). */
    async keep(row: Insertable<PaymentsToSettleTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('paymentsToSettle')
        .values(row)
        .onConflict((conflict) => conflict.column('txnId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    find(id: string): Promise<PaymentToSettleRow | undefined> {
      return db.selectFrom('paymentsToSettle').selectAll().where('id', '=', id).executeTakeFirst();
    },

    list(filter: ListWindow & { settled: boolean }): Promise<ListPage<PaymentToSettleRow>> {
      const select = db
        .selectFrom('paymentsToSettle')
        .selectAll()
        .where('settledAt', filter.settled ? 'is not' : 'is', null);
      return listPage(select, filter, 'receivedAt', 'id');
    },

    async settle(id: string, settlement: { by: string; note: string; now: number }): Promise<boolean> {
      const result = await db
        .updateTable('paymentsToSettle')
        .set({ settledBy: settlement.by, settledAt: settlement.now, note: settlement.note })
        .where('id', '=', id)
        .where('settledAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
