import { fundflowQuerySchema, payOrderQuerySchema, tradeflowQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { sendCsv } from '../../../platform/http/csv';
import { fundflowCsv } from './fundflow-csv';
import { fundflowRepository } from './fundflow.repository';
import { idempotencyKeyOf } from './idempotency';
import { entryView } from './ledger';
import type { PayProviders } from './pay-providers/pay-providers';
import { payOrdersService } from './pay-orders.service';

/** /pay_order (recharge), its providers, and the account's orders (/tradeflow) and entries (/fundflow). */
export function payOrdersRoutes(context: AppContext, providers: PayProviders): void {
  const { app, db } = context;
  const orders = payOrdersService(context, providers);
  const entries = fundflowRepository(db);
  const routes = iotRoutes(app, 'funds');

  routes.postCreated('/v1/pay_order', 'write', { querystring: payOrderQuerySchema }, ({ ownerId }, request) =>
    orders.recharge(ownerId, request.query, idempotencyKeyOf(request)),
  );
  routes.get('/v1/pay_order/providers', 'read', {}, async () => ({ payTypes: providers.payTypes() }));
  routes.get('/v1/tradeflow', 'read', { querystring: tradeflowQuerySchema }, ({ ownerId }, request) => {
    const { type, ...window } = request.query;
    return orders.list(ownerId, { ...window, state: type });
  });

  app.get(
    '/v1/fundflow',
    { config: { iot: { resource: 'funds', action: 'read' } }, schema: { querystring: fundflowQuerySchema } },
    async (request, reply) => {
      const { ownerId } = iotActor(request);
      const { format, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(reply, 'fundflow.csv', fundflowCsv(entries, ownerId, filter));
      }
      const page = await entries.page(ownerId, filter);
      return { data: { ...page, result: page.result.map(entryView) } };
    },
  );
}
