import { fundflowQuerySchema, payOrderQuerySchema, tradeflowQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { fundflowCsv } from './fundflow-csv';
import { fundflowRepository } from './fundflow.repository';
import { idempotencyKeyOf } from './idempotency';
import { entryView } from './ledger';
import type { PayProviders } from './pay-providers/pay-providers';
import { payOrdersService } from './pay-orders.service';

const read = { iot: { resource: 'funds', action: 'read' } } as const;
const write = { iot: { resource: 'funds', action: 'write' } } as const;

/** /pay_order (recharge), its providers, and the account's orders (/tradeflow) and entries (/fundflow). */
export function payOrdersRoutes(context: AppContext, providers: PayProviders): void {
  const { app, db } = context;
  const orders = payOrdersService(context, providers);
  const entries = fundflowRepository(db);

  app.post(
    '/v1/pay_order',
    { config: write, schema: { querystring: payOrderQuerySchema } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return reply
        .status(201)
        .send({ data: await orders.recharge(iotActor(request).ownerId, request.query, key) });
    },
  );

  app.get('/v1/pay_order/providers', { config: read }, () => ({ data: { payTypes: providers.payTypes() } }));

  app.get(
    '/v1/tradeflow',
    { config: read, schema: { querystring: tradeflowQuerySchema } },
    async (request) => {
      const { type, ...window } = request.query;
      return { data: await orders.list(iotActor(request).ownerId, { ...window, state: type }) };
    },
  );

  app.get(
    '/v1/fundflow',
    { config: read, schema: { querystring: fundflowQuerySchema } },
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
