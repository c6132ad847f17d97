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
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { devicesService } from './devices.service';

/** /devices and /devices_count: the signed-in user's devices (iot-console.md §7 "Devices"). */
export function devicesRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const devices = devicesService(context);

  route.get('/v1/devices', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { querystring: deviceListQuerySchema },
    answer: (request) => devices.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/devices', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { body: deviceCreateSchema },
    answer: (request) => devices.create(iotActor(request).scope, request.body),
  });

  route.post('/v1/devices/batch/delete', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { querystring: deviceTypeQuerySchema, body: deviceBatchDeleteSchema },
    answer: (request) => devices.remove(iotActor(request).scope, request.body.devids, request.query.devtype),
  });

  route.get('/v1/devices/:devid', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    answer: (request) => devices.get(iotActor(request).scope, request.params.devid, request.query.devtype),
  });

  route.put('/v1/devices/:devid', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema, body: deviceUpdateSchema },
    answer: (request) => {
      const { devid } = request.params;
      return devices.update(iotActor(request).scope, devid, request.query.devtype, request.body);
    },
  });

  route.delete('/v1/devices/:devid', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    answer: async (request) => {
      await devices.remove(iotActor(request).scope, [request.params.devid], request.query.devtype);
      return null;
    },
  });

  route.get('/v1/devices_count/online', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { querystring: deviceCountsQuerySchema },
    answer: (request) => devices.counts(iotActor(request).scope, request.query),
  });
}
