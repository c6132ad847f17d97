import { dbcBindBodySchema, dbcStrategyBodySchema, dbcStrategyParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dbcService } from './dbc.service';
import { dbcStrategyService } from './dbc-strategy.service';

/**
 * /dbc/strategy and /dbc/bindstrategy (iot-console.md §7 "DBC", issue 17): which signals of a DBC a device
 * type's frames decode into, and which types or devices use which strategy.
 */
export function dbcStrategyRoutes(context: AppContext): void {
  const { app } = context;
  const strategies = dbcStrategyService(context, dbcService(context));

  app.get('/v1/dbc/strategy', { config: { iot: { resource: 'dbc', action: 'read' } } }, async (request) => ({
    data: await strategies.list(iotActor(request).scope),
  }));

  app.post(
    '/v1/dbc/strategy',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { body: dbcStrategyBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await strategies.create(iotActor(request).scope, request.body) }),
  );

  app.get(
    '/v1/dbc/strategy/:id',
    { config: { iot: { resource: 'dbc', action: 'read' } }, schema: { params: dbcStrategyParamsSchema } },
    async (request) => ({ data: await strategies.get(iotActor(request).scope, request.params.id) }),
  );

  app.put(
    '/v1/dbc/strategy/:id',
    {
      config: { iot: { resource: 'dbc', action: 'write' } },
      schema: { params: dbcStrategyParamsSchema, body: dbcStrategyBodySchema },
    },
    async (request) => ({
      data: await strategies.update(iotActor(request).scope, request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/dbc/strategy/:id',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { params: dbcStrategyParamsSchema } },
    async (request) => {
      await strategies.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/dbc/bindstrategy',
    { config: { iot: { resource: 'dbc', action: 'read' } } },
    async (request) => ({
      data: await strategies.bindings(iotActor(request).scope),
    }),
  );

  app.post(
    '/v1/dbc/bindstrategy',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { body: dbcBindBodySchema } },
    async (request) => ({ data: await strategies.bind(iotActor(request).scope, request.body) }),
  );

  app.delete(
    '/v1/dbc/bindstrategy',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { body: dbcBindBodySchema } },
    async (request) => ({ data: await strategies.unbind(iotActor(request).scope, request.body) }),
  );
}
