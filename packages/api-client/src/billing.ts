import type { ListResult, OrderView, RECHARGE_TYPES, RechargeTypeId } from '@fleetkey/contract';
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
     * POST /billing/order: an order awaiting payment. With no payment provider configured it stays so
     * (`paymentAvailable` false); callers must not present it as paid.
     */
    createOrder: (body: { rechargeType: RechargeTypeId; licenceId?: string }) =>
      client.post<OrderView>('/billing/order', { body }),
  };
}
