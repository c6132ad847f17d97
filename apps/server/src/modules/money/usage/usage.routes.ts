import { billQuerySchema, devicesMessageQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { startTicker } from '../../../platform/ticker';
import { monthClose, type MonthClose } from './month-close';
import { usageService } from './usage.service';

/** GET /devices_message and GET /bill (IoT resource `funds`), and this node's month close job. */
export function usageRoutes(context: AppContext): MonthClose {
  const { app, config, clock, db } = context;
  const usage = usageService(context);
  const close = monthClose({
    db,
    prices: config.usage.prices,
    defaultZone: config.usage.timeZone,
    log: app.log.child({ module: 'month-close' }),
  });
  startTicker(
    app,
    { tickMs: config.usage.closeTickMs, log: app.log.child({ module: 'month-close' }), what: 'month close' },
    async () => void (await close.run(clock.now())),
  );

  const routes = iotRoutes(app, 'funds');
  routes.get(
    '/v1/devices_message',
    'read',
    { querystring: devicesMessageQuerySchema },
    ({ scope }, request) => usage.devicesMessage(scope, request.query),
  );
  routes.get('/v1/bill', 'read', { querystring: billQuerySchema }, ({ ownerId, scope }, request) => {
    const { period } = request.query;
    return period ? usage.one(scope, period) : usage.list(ownerId, request.query);
  });

  return close;
}
