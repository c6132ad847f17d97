import { orderAdminListQuerySchema, orderStateMoveSchema, recordIdParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { RenewalPayments } from '../../money/funds/renewal-payments';
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { billingAdminService } from './billing-admin.service';

/** /billing/admin/orders: every user's orders, and the state an administrator moves each through. */
export function billingAdminRoutes(context: AppContext, payments: RenewalPayments): void {
  const routes = dataRoutes(context.app);
  const orders = billingAdminService(context, payments);

  routes.get(
    '/v1/billing/admin/orders',
    { permission: 'orders:read' },
    { querystring: orderAdminListQuerySchema },
    (request) => orders.list(request.query),
  );
  routes.put(
    '/v1/billing/admin/orders/:id/state',
    { permission: 'orders:write' },
    { params: recordIdParamsSchema, body: orderStateMoveSchema },
    (request) => orders.move(oplogActor(request), request.params.id, request.body.state),
  );
}
