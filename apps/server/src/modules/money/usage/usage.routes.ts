import { billQuerySchema, devicesMessageQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
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

  app.get(
    '/v1/devices_message',
    {
      config: { iot: { resource: 'funds', action: 'read' } },
      schema: { querystring: devicesMessageQuerySchema },
    },
    async (request) => ({ data: await usage.devicesMessage(iotActor(request).scope, request.query) }),
  );

  app.get(
    '/v1/bill',
    { config: { iot: { resource: 'funds', action: 'read' } }, schema: { querystring: billQuerySchema } },
    async (request) => {
      const { ownerId, scope } = iotActor(request);
      const { period } = request.query;
      return { data: period ? await usage.one(scope, period) : await usage.list(ownerId, request.query) };
    },
  );

  return close;
}
