import {
  deviceEventBatchDeleteSchema,
  deviceEventCreateSchema,
  deviceEventDeleteQuerySchema,
  deviceEventListQuerySchema,
  deviceEventParamsSchema,
  deviceEventUpdateQuerySchema,
  deviceEventUpdateSchema,
  telemetryDeviceQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { eventsService, type EventsDeps } from './events.service';

const oneDevice = { params: telemetryParamsSchema };
const oneEvent = { params: deviceEventParamsSchema, querystring: telemetryDeviceQuerySchema };

/** /devices/{devid}/event: a device's events (iot-console.md §7 "Devices" events). */
export function eventsRoutes(context: AppContext, deps: EventsDeps): void {
  const { app } = context;
  const data = iotRoutes(app, 'data');
  const events = eventsService(context, deps);

  iotRoutes(app, 'devices').get(
    '/v1/devices/:devid/event',
    'read',
    { ...oneDevice, querystring: deviceEventListQuerySchema },
    ({ scope }, request) => events.list(scope, request.params.devid, request.query),
  );
  data.post(
    '/v1/devices/:devid/event',
    'write',
    { ...oneDevice, querystring: telemetryDeviceQuerySchema, body: deviceEventCreateSchema },
    ({ scope }, request) => events.create(scope, request.params.devid, request.query.devtype, request.body),
  );
  data.put(
    '/v1/devices/:devid/event/:eventid',
    'write',
    { ...oneEvent, body: deviceEventUpdateSchema },
    ({ scope }, request) => {
      const { devid, eventid } = request.params;
      return events.update(scope, devid, eventid, request.query.devtype, request.body);
    },
  );
  data.delete('/v1/devices/:devid/event/:eventid', 'write', oneEvent, ({ scope }, request) => {
    const { devid, eventid } = request.params;
    return events.remove(scope, devid, [eventid], request.query.devtype);
  });
  data.post(
    '/v1/devices/:devid/event/batch/delete',
    'write',
    { ...oneDevice, querystring: telemetryDeviceQuerySchema, body: deviceEventBatchDeleteSchema },
    ({ scope }, request) =>
      events.remove(scope, request.params.devid, request.body.eventids, request.query.devtype),
  );
  data.put(
    '/v1/devices/:devid/event',
    'write',
    { ...oneDevice, querystring: deviceEventUpdateQuerySchema, body: deviceEventUpdateSchema },
    ({ scope }, request) => events.updateMatching(scope, request.params.devid, request.query, request.body),
  );
  data.delete(
    '/v1/devices/:devid/event',
    'write',
    { ...oneDevice, querystring: deviceEventDeleteQuerySchema },
    ({ scope }, request) => events.removeMatching(scope, request.params.devid, request.query),
  );
}
