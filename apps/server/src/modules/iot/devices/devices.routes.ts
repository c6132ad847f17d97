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
import { devicesService } from './devices.service';

/** /devices and /devices_count: the signed-in user's devices (iot-console.md §7 "Devices"). */
export function devicesRoutes(context: AppContext): void {
  const { app } = context;
  const devices = devicesService(context);

  app.get(
    '/v1/devices',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { querystring: deviceListQuerySchema },
    },
    async (request) => ({
      data: await devices.list(iotActor(request).scope, request.query),
    }),
  );

  app.post(
    '/v1/devices',
    { config: { iot: { resource: 'devices', action: 'write' } }, schema: { body: deviceCreateSchema } },
    async (request) => ({
      data: await devices.create(iotActor(request).scope, request.body),
    }),
  );

  app.post(
    '/v1/devices/batch/delete',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { querystring: deviceTypeQuerySchema, body: deviceBatchDeleteSchema },
    },
    async (request) => ({
      data: await devices.remove(iotActor(request).scope, request.body.devids, request.query.devtype),
    }),
  );

  app.get(
    '/v1/devices/:devid',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => ({
      data: await devices.get(iotActor(request).scope, request.params.devid, request.query.devtype),
    }),
  );

  app.put(
    '/v1/devices/:devid',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema, body: deviceUpdateSchema },
    },
    async (request) => {
      const { devid } = request.params;
      return {
        data: await devices.update(iotActor(request).scope, devid, request.query.devtype, request.body),
      };
    },
  );

  app.delete(
    '/v1/devices/:devid',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => {
      await devices.remove(iotActor(request).scope, [request.params.devid], request.query.devtype);
      return { data: null };
    },
  );

  app.get(
    '/v1/devices_count/online',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { querystring: deviceCountsQuerySchema },
    },
    async (request) => ({
      data: await devices.counts(iotActor(request).scope, request.query),
    }),
  );
}
