import type { CouponBatchView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { CouponBatchesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What the batch list filters on: a card type and text in the remark. */
export interface BatchFilter {
  type?: CouponBatchView['type'] | undefined;
  search?: string | undefined;
}

type BatchRow = Omit<CouponBatchView, 'extension' | 'usedCount'> & {
  extensionUnit: 'day' | 'month';
  extensionCount: number;
  usedCount: number | string | null;
};

const toView = ({ extensionUnit, extensionCount, usedCount, ...row }: BatchRow): CouponBatchView => ({
  ...row,
  extension: { unit: extensionUnit, count: extensionCount },
  // PostgreSQL answers count(*) as a bigint string.
  usedCount: Number(usedCount ?? 0),
});

/** Batches of administrators' coupon cards. */
export function couponBatchesRepository(db: Db) {
  const views = () =>
    db
      .selectFrom('couponBatches')
      .select([
        'couponBatches.id',
        'couponBatches.type',
        'couponBatches.validityDays',
        'couponBatches.extensionUnit',
        'couponBatches.extensionCount',
        'couponBatches.count',
        'couponBatches.issuedCount',
        'couponBatches.remark',
        'couponBatches.adminName',
        'couponBatches.createdAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('coupons')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('coupons.batchId', '=', 'couponBatches.id')
          .where('coupons.usedAt', 'is not', null)
          .as('usedCount'),
      );

  return {
    /** A page of batches, newest first unless told. */
    async list(query: ListWindow & BatchFilter): Promise<ListPage<CouponBatchView>> {
      let select = views();
      if (query.type) select = select.where('couponBatches.type', '=', query.type);
      if (query.search) select = select.where(containsText('couponBatches.remark', query.search));
      const page = await listPage(select, query, 'couponBatches.createdAt', 'couponBatches.id');
      return { ...page, result: page.result.map(toView) };
    },

    async find(id: string): Promise<CouponBatchView | undefined> {
      const row = await views().where('couponBatches.id', '=', id).executeTakeFirst();
      return row && toView(row);
    },

    async insert(batch: Insertable<CouponBatchesTable>): Promise<void> {
      await db.insertInto('couponBatches').values(batch).execute();
    },

    async addIssued(id: string, issued: number): Promise<void> {
      await db
        .updateTable('couponBatches')
        .set((eb) => ({ issuedCount: eb('issuedCount', '+', issued) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
