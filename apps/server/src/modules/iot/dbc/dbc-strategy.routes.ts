import { dbcBindBodySchema, dbcStrategyBodySchema, dbcStrategyParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { dbcService } from './dbc.service';
import { dbcStrategyService } from './dbc-strategy.service';

/**
 * /dbc/strategy and /dbc/bindstrategy (iot-console.md §7 "DBC", issue 17): which signals of a DBC a device
 * type's frames decode into, and which types or devices use which strategy.
 */
export function dbcStrategyRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const strategies = dbcStrategyService(context, dbcService(context));

  route.get('/v1/dbc/strategy', {
    config: { iot: { resource: 'dbc', action: 'read' } },
    answer: (request) => strategies.list(iotActor(request).scope),
  });

  route.post('/v1/dbc/strategy', {
    config: { iot: { resource: 'dbc', action: 'write' } },
    schema: { body: dbcStrategyBodySchema },
    status: 201,
    answer: (request) => strategies.create(iotActor(request).scope, request.body),
  });

  route.get('/v1/dbc/strategy/:id', {
    config: { iot: { resource: 'dbc', action: 'read' } },
    schema: { params: dbcStrategyParamsSchema },
    answer: (request) => strategies.get(iotActor(request).scope, request.params.id),
  });

  route.put('/v1/dbc/strategy/:id', {
    config: { iot: { resource: 'dbc', action: 'write' } },
    schema: { params: dbcStrategyParamsSchema, body: dbcStrategyBodySchema },
    answer: (request) => strategies.update(iotActor(request).scope, request.params.id, request.body),
  });

  route.delete('/v1/dbc/strategy/:id', {
    config: { iot: { resource: 'dbc', action: 'write' } },
    schema: { params: dbcStrategyParamsSchema },
    answer: (request) => strategies.remove(iotActor(request).scope, request.params.id),
  });

  route.get('/v1/dbc/bindstrategy', {
    config: { iot: { resource: 'dbc', action: 'read' } },
    answer: (request) => strategies.bindings(iotActor(request).scope),
  });

  route.post('/v1/dbc/bindstrategy', {
    config: { iot: { resource: 'dbc', action: 'write' } },
    schema: { body: dbcBindBodySchema },
    answer: (request) => strategies.bind(iotActor(request).scope, request.body),
  });

  route.delete('/v1/dbc/bindstrategy', {
    config: { iot: { resource: 'dbc', action: 'write' } },
    schema: { body: dbcBindBodySchema },
    answer: (request) => strategies.unbind(iotActor(request).scope, request.body),
  });
}
