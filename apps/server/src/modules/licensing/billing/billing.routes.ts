import { RECHARGE_TYPES, listQuerySchema, orderCreateSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { RenewalPayments } from '../../money/funds/renewal-payments';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { billingService } from './billing.service';

/** /billing: recharge types, and the user's own orders (each paid through its pay order). */
export function billingRoutes(context: AppContext, payments: RenewalPayments): void {
  const { app } = context;
  const billing = billingService(context, payments);

  app.get('/v1/billing/rechargeType', { config: { audience: 'user' } }, async (request) => {
    requireUser(request);
    return { data: RECHARGE_TYPES };
  });

  app.get(
    '/v1/billing/order',
    { config: { audience: 'user' }, schema: { querystring: listQuerySchema } },
    async (request) => ({
      data: await billing.list(requireUser(request).id, request.query),
    }),
  );

  app.post(
    '/v1/billing/order',
    { config: { audience: 'user' }, schema: { body: orderCreateSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send({ data: await billing.order(user.id, request.ip, request.body) });
    },
  );
}
