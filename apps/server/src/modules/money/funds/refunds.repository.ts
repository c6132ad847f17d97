import type { RefundState } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { RefundsTable } from '../../../db/schema-funds';

/** A stored refund request. */
export type RefundRow = Selectable<RefundsTable>;
/** A refund request with its account's name, as administrators list it. */
export type AdminRefundRow = RefundRow & { username: string };

/** Refund request queries; a decision is compare-and-set from pending, so two cannot both pass. */
export function refundsRepository(db: Db) {
  return {
    async insert(row: Insertable<RefundsTable>): Promise<void> {
      await db.insertInto('refunds').values(row).execute();
    },

    find(id: string): Promise<RefundRow | undefined> {
      return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async decide(
      id: string,
      decision: { state: Exclude<RefundState, 'pending'>; note: string; by: string; now: number },
    ): Promise<boolean> {
      return updateRowById(db, 'refunds', (eb) => eb('state', '=', 'pending'), id, {
        state: decision.state,
        decisionNote: decision.note,
        decidedBy: decision.by,
        decidedAt: decision.now,
      });
    },

    listOwn(ownerId: string, window: ListWindow): Promise<ListPage<RefundRow>> {
      return listPage(
        db.selectFrom('refunds').selectAll().where('ownerId', '=', ownerId),
        window,
        'createdAt',
        'id',
      );
    },

    listAll(filter: ListWindow & { state?: RefundState | undefined }): Promise<ListPage<AdminRefundRow>> {
      let select = db
        .selectFrom('refunds')
        .innerJoin('users', 'users.id', 'refunds.ownerId')
        .selectAll('refunds')
        .select('users.username');
      if (filter.state) select = select.where('refunds.state', '=', filter.state);
      return listPage(select, filter, 'refunds.createdAt', 'refunds.id');
    },
  };
}
