import { dbcBindBodySchema, dbcStrategyBodySchema, dbcStrategyParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { dbcService } from './dbc.service';
import { dbcStrategyService } from './dbc-strategy.service';

const oneStrategy = { params: dbcStrategyParamsSchema };
const binding = { body: dbcBindBodySchema };

/**
 * /dbc/strategy and /dbc/bindstrategy (iot-console.md §7 "DBC", issue 17): which signals of a DBC a device
 * type's frames decode into, and which types or devices use which strategy.
 */
export function dbcStrategyRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'dbc');
  const strategies = dbcStrategyService(context, dbcService(context));

  routes.get('/v1/dbc/strategy', 'read', {}, ({ scope }) => strategies.list(scope));
  routes.postCreated('/v1/dbc/strategy', 'write', { body: dbcStrategyBodySchema }, ({ scope }, request) =>
    strategies.create(scope, request.body),
  );
  routes.get('/v1/dbc/strategy/:id', 'read', oneStrategy, ({ scope }, request) =>
    strategies.get(scope, request.params.id),
  );
  routes.put(
    '/v1/dbc/strategy/:id',
    'write',
    { ...oneStrategy, body: dbcStrategyBodySchema },
    ({ scope }, request) => strategies.update(scope, request.params.id, request.body),
  );
  routes.delete('/v1/dbc/strategy/:id', 'write', oneStrategy, async ({ scope }, request) => {
    await strategies.remove(scope, request.params.id);
    return null;
  });

  routes.get('/v1/dbc/bindstrategy', 'read', {}, ({ scope }) => strategies.bindings(scope));
  routes.post('/v1/dbc/bindstrategy', 'write', binding, ({ scope }, request) =>
    strategies.bind(scope, request.body),
  );
  routes.delete('/v1/dbc/bindstrategy', 'write', binding, ({ scope }, request) =>
    strategies.unbind(scope, request.body),
  );
}
