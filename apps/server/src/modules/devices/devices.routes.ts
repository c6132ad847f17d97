import {
  deviceBatchDeleteSchema,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceParamsSchema,
  deviceScopeQuerySchema,
  deviceTypeQuerySchema,
  deviceUpdateSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../platform/auth/auth.plugin';
import { devicesService } from './devices.service';

/** /devices and /devices_count: the signed-in user's devices (iot-console.md §7 "Devices"). */
export function devicesRoutes(context: AppContext): void {
  const { app } = context;
  const devices = devicesService(context);

  app.get(
    '/v1/devices',
    { config: { audience: 'user' }, schema: { querystring: deviceListQuerySchema } },
    async (request) => ({
      data: await devices.list(requireUser(request).id, request.query),
    }),
  );

  app.post(
    '/v1/devices',
    { config: { audience: 'user' }, schema: { body: deviceCreateSchema } },
    async (request) => ({
      data: await devices.create(requireUser(request).id, request.body),
    }),
  );

  app.post(
    '/v1/devices/batch/delete',
    {
      config: { audience: 'user' },
      schema: { querystring: deviceTypeQuerySchema, body: deviceBatchDeleteSchema },
    },
    async (request) => ({
      data: await devices.remove(requireUser(request).id, request.body.devids, request.query.devtype),
    }),
  );

  app.get(
    '/v1/devices/:devid',
    {
      config: { audience: 'user' },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => ({
      data: await devices.get(requireUser(request).id, request.params.devid, request.query.devtype),
    }),
  );

  app.put(
    '/v1/devices/:devid',
    {
      config: { audience: 'user' },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema, body: deviceUpdateSchema },
    },
    async (request) => {
      const { devid } = request.params;
      return {
        data: await devices.update(requireUser(request).id, devid, request.query.devtype, request.body),
      };
    },
  );

  app.delete(
    '/v1/devices/:devid',
    {
      config: { audience: 'user' },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => {
      await devices.remove(requireUser(request).id, [request.params.devid], request.query.devtype);
      return { data: null };
    },
  );

  app.get(
    '/v1/devices_count/online',
    { config: { audience: 'user' }, schema: { querystring: deviceScopeQuerySchema } },
    async (request) => ({
      data: await devices.counts(requireUser(request).id, request.query.devtype),
    }),
  );
}
