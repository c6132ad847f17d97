import type { CouponStatus } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { CouponsTable } from '../../../db/schema';

/** A stored coupon card. */
export type CouponRow = Selectable<CouponsTable>;

/** Coupon card queries. */
export function couponsRepository(db: Db) {
  return {
    /** A page of the user's cards, newest first unless told; the status filter is the derived one (coupon-view.ts). */
    list(
      userId: string,
      query: ListWindow & { status?: CouponStatus | undefined },
      now: number,
    ): Promise<ListPage<CouponRow>> {
      let select = db.selectFrom('coupons').selectAll().where('userId', '=', userId);
      switch (query.status) {
        case 'used':
          select = select.where('usedAt', 'is not', null);
          break;
        case 'expired':
          select = select.where('usedAt', 'is', null).where('validUntil', '<', now);
          break;
        case 'unused':
          select = select.where('usedAt', 'is', null).where('validUntil', '>=', now);
          break;
        case undefined:
          break;
      }
      return listPage(select, query, 'createdAt', 'id');
    },

    /** The card if it belongs to the user. */
    findOwn(id: string, userId: string): Promise<CouponRow | undefined> {
      return db
        .selectFrom('coupons')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Marks a card used on a licence if it is still unused and valid; false when it was not. Only one of
     * concurrent uses of a card sees `used_at` null, so this decides which of them wins.
     */
    async markUsed(id: string, licenceId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('coupons')
        .set({ usedAt: now, usedLicenceId: licenceId })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('validUntil', '>=', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async insertMany(cards: Insertable<CouponsTable>[]): Promise<void> {
      await db.insertInto('coupons').values(cards).execute();
    },
  };
}
