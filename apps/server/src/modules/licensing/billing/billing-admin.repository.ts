import type { OrderAdminListQuery, OrderState } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import { containsText } from '../../../db/search';

/** An order with its buyer and licence, as administrators list it. */
export interface AdminOrderRow {
  id: string;
  userId: string;
  username: string;
  userMobile: string | null;
  rechargeType: string;
  licenceId: string | null;
  licenceNo: string | null;
  amountCents: number;
  currency: string;
  state: string;
  createdAt: number;
  updatedAt: number;
}

/** Every user's orders, for the administrators' order list and its state moves. */
export function billingAdminRepository(db: Db) {
  const selectOrders = () =>
    db
      .selectFrom('billingOrders')
      .innerJoin('users', 'users.id', 'billingOrders.userId')
      .leftJoin('licences', 'licences.id', 'billingOrders.licenceId')
      .select([
        'billingOrders.id',
        'billingOrders.userId',
        'users.username',
        'users.mobile as userMobile',
        'billingOrders.rechargeType',
        'billingOrders.licenceId',
        'licences.licenceNo',
        'billingOrders.amountCents',
        'billingOrders.currency',
        'billingOrders.state',
        'billingOrders.createdAt',
        'billingOrders.updatedAt',
      ]);

  return {
    /** A page of orders, newest first unless told; optionally one state and text in the buyer's account. */
    list(
      query: ListWindow & Pick<OrderAdminListQuery, 'state' | 'search'>,
    ): Promise<ListPage<AdminOrderRow>> {
      let select = selectOrders();
      if (query.state) select = select.where('billingOrders.state', '=', query.state);
      const { search } = query;
      if (search) {
        select = select.where((eb) =>
          eb.or(
            ['users.username', 'users.name', 'users.mobile', 'users.email', 'billingOrders.id'].map(
              (column) => containsText(column, search),
            ),
          ),
        );
      }
      return listPage(select, query, 'billingOrders.createdAt', 'billingOrders.id');
    },

    find(id: string): Promise<AdminOrderRow | undefined> {
      return selectOrders().where('billingOrders.id', '=', id).executeTakeFirst();
    },

    /**
     * Moves an order from the state it was read in; false when another administrator moved it first
     * (the compare-and-set keeps two moves from both passing the transition check).
     */
    async move(id: string, from: OrderState, to: OrderState, now: number): Promise<boolean> {
      return updateRowById(db, 'billingOrders', (eb) => eb('state', '=', from), id, {
        state: to,
        updatedAt: now,
      });
    },
  };
}
