import { orderAdminListQuerySchema, orderStateMoveSchema, recordIdParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { RenewalPayments } from '../../money/funds/renewal-payments';
import { oplogActor } from '../../../platform/oplog/oplog';
import { billingAdminService } from './billing-admin.service';

/** /billing/admin/orders: every user's orders, and the state an administrator moves each through. */
export function billingAdminRoutes(context: AppContext, payments: RenewalPayments): void {
  const { app } = context;
  const orders = billingAdminService(context, payments);

  app.get(
    '/v1/billing/admin/orders',
    { config: { permission: 'orders:read' }, schema: { querystring: orderAdminListQuerySchema } },
    async (request) => ({ data: await orders.list(request.query) }),
  );

  app.put(
    '/v1/billing/admin/orders/:id/state',
    {
      config: { permission: 'orders:write' },
      schema: { params: recordIdParamsSchema, body: orderStateMoveSchema },
    },
    async (request) => ({
      data: await orders.move(oplogActor(request), request.params.id, request.body.state),
    }),
  );
}
