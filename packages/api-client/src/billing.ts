import { toListQueryParams } from '@fleetkey/contract';
import type {
  ListResult,
  OrderAdminView,
  OrderState,
  OrderView,
  PayType,
  RECHARGE_TYPES,
  RechargeTypeId,
  RewardsStatus,
  TradeType,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A recharge type a user may order: what it adds and costs. */
export type RechargeType = (typeof RECHARGE_TYPES)[number];

/** Billing from the user's side (licence-portal.md §7 `/billing`). */
export function billingApi(client: ApiClient) {
  return {
    /** GET /billing/rechargeType: what can be bought. */
    rechargeTypes: () => client.get<RechargeType[]>('/billing/rechargeType'),
    /** GET /billing/order: the signed-in user's orders. */
    orders: () => client.get<ListResult<OrderView>>('/billing/order'),
    /**
     * POST /billing/order: an order awaiting payment, with the pay order (`payOrder.instructions`) that says
     * how to pay it; it becomes paid only when that payment is confirmed.
     */
    createOrder: (body: {
      rechargeType: RechargeTypeId;
      licenceId?: string;
      payType?: PayType;
      tradeType?: TradeType;
    }) => client.post<OrderView>('/billing/order', { body }),
    /** GET /rewards/mine: the once-per-account rewards the user can still receive. */
    rewards: () => client.get<RewardsStatus>('/rewards/mine'),
  };
}

/** The administrators' order list query. */
export interface OrderAdminQuery {
  skip?: number;
  limit?: number;
  state?: OrderState;
  search?: string;
}

/** Orders from the administrators' side: every user's orders and the state moves. */
export function billingAdminApi(client: ApiClient) {
  return {
    /** GET /billing/admin/orders: a page of orders, optionally of one state or matching a buyer. */
    list: (query: OrderAdminQuery = {}) =>
      client.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
        query: { ...toListQueryParams(query), state: query.state, search: query.search },
      }),
    /** PUT /billing/admin/orders/{id}/state: moves an order (409 ORDER_STATE_INVALID if not allowed). */
    move: (id: string, state: OrderState) =>
      client.put<OrderAdminView>(`/billing/admin/orders/${encodeURIComponent(id)}/state`, {
        body: { state },
      }),
  };
}
