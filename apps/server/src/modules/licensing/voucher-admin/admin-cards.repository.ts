import type { CouponAdminFilter } from '@fleetkey/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { CouponsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A card with its owner's name and mobile (null while unissued). */
export interface AdminCardRow extends CouponsTable {
  ownerUsername: string | null;
  ownerName: string | null;
  ownerMobile: string | null;
}

// Rows per insert statement: 13 columns each stays far below either engine's parameter limit.
const INSERT_CHUNK = 500;

/**
 * All users' coupon cards, as administrators see them. Status is derived as in coupon-view.ts, except that
 * an unissued card is unused: its validity only starts when it is issued.
 */
export function adminCardsRepository(db: Db) {
  const filtered = (query: Omit<CouponAdminFilter, 'sort' | 'descend'>, now: number) => {
    let select = db
      .selectFrom('coupons')
      .leftJoin('users', 'users.id', 'coupons.userId')
      .select([
        'coupons.id',
        'coupons.userId',
        'coupons.type',
        'coupons.extensionUnit',
        'coupons.extensionCount',
        'coupons.validityDays',
        'coupons.validUntil',
        'coupons.source',
        'coupons.batchId',
        'coupons.issuedAt',
        'coupons.usedAt',
        'coupons.usedLicenceId',
        'coupons.createdAt',
        'users.username as ownerUsername',
        'users.name as ownerName',
        'users.mobile as ownerMobile',
      ]);
    switch (query.status) {
      case 'used':
        select = select.where('coupons.usedAt', 'is not', null);
        break;
      case 'expired':
        select = select
          .where('coupons.usedAt', 'is', null)
          .where('coupons.userId', 'is not', null)
          .where('coupons.validUntil', '<', now);
        break;
      case 'unused':
        select = select
          .where('coupons.usedAt', 'is', null)
          .where((eb) => eb.or([eb('coupons.userId', 'is', null), eb('coupons.validUntil', '>=', now)]));
        break;
      case undefined:
        break;
    }
    if (query.type) select = select.where('coupons.type', '=', query.type);
    if (query.batchId) select = select.where('coupons.batchId', '=', query.batchId);
    if (query.issued === 'true') select = select.where('coupons.userId', 'is not', null);
    if (query.issued === 'false') select = select.where('coupons.userId', 'is', null);
    const { search } = query;
    if (search) {
      select = select.where((eb) =>
        eb.or(
          ['users.username', 'users.name', 'users.mobile', 'users.email'].map((column) =>
            containsText(column, search),
          ),
        ),
      );
    }
    return select;
  };

  return {
    /** A page of cards in the asked order (creation or validity), newest first unless told. */
    list(query: ListWindow & CouponAdminFilter, now: number): Promise<ListPage<AdminCardRow>> {
      return listPage(filtered(query, now), query, `coupons.${query.sort}`, 'coupons.id');
    },

    /** The first `max` matching cards in the list's order (the CSV export). */
    all(query: CouponAdminFilter, now: number, max: number): Promise<AdminCardRow[]> {
      const direction = query.descend ? 'desc' : 'asc';
      return filtered(query, now)
        .orderBy(sql.ref(`coupons.${query.sort}`), direction)
        .orderBy('coupons.id', direction)
        .limit(max)
        .execute();
    },

    async insertMany(cards: Insertable<CouponsTable>[]): Promise<void> {
      for (let start = 0; start < cards.length; start += INSERT_CHUNK) {
        await db
          .insertInto('coupons')
          .values(cards.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    },

    /** Ids of up to `limit` unissued cards of the batch. */
    async unissued(batchId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('coupons')
        .select('id')
        .where('batchId', '=', batchId)
        .where('userId', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Gives an unissued card to a user, its validity running from now; false when it was issued meanwhile
     * (of two issues at once only one sees `user_id` null).
     */
    async issue(id: string, userId: string, now: number, validUntil: number): Promise<boolean> {
      const result = await db
        .updateTable('coupons')
        .set({ userId, issuedAt: now, validUntil })
        .where('id', '=', id)
        .where('userId', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
