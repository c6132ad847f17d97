import {
  deviceBatchDeleteSchema,
  deviceCountsQuerySchema,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceParamsSchema,
  deviceTypeQuerySchema,
  deviceUpdateSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { devicesService } from './devices.service';

const oneDevice = { params: deviceParamsSchema, querystring: deviceTypeQuerySchema };

/** /devices and /devices_count: the signed-in user's devices (iot-console.md §7 "Devices"). */
export function devicesRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'devices');
  const devices = devicesService(context);

  routes.get('/v1/devices', 'read', { querystring: deviceListQuerySchema }, ({ scope }, request) =>
    devices.list(scope, request.query),
  );
  routes.post('/v1/devices', 'write', { body: deviceCreateSchema }, ({ scope }, request) =>
    devices.create(scope, request.body),
  );
  routes.post(
    '/v1/devices/batch/delete',
    'write',
    { querystring: deviceTypeQuerySchema, body: deviceBatchDeleteSchema },
    ({ scope }, request) => devices.remove(scope, request.body.devids, request.query.devtype),
  );
  routes.get('/v1/devices/:devid', 'read', oneDevice, ({ scope }, request) =>
    devices.get(scope, request.params.devid, request.query.devtype),
  );
  routes.put(
    '/v1/devices/:devid',
    'write',
    { ...oneDevice, body: deviceUpdateSchema },
    ({ scope }, request) => devices.update(scope, request.params.devid, request.query.devtype, request.body),
  );
  routes.delete('/v1/devices/:devid', 'write', oneDevice, async ({ scope }, request) => {
    await devices.remove(scope, [request.params.devid], request.query.devtype);
    return null;
  });
  routes.get(
    '/v1/devices_count/online',
    'read',
    { querystring: deviceCountsQuerySchema },
    ({ scope }, request) => devices.counts(scope, request.query),
  );
}
