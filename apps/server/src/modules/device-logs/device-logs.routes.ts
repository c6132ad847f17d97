import {
  deviceConnectionListQuerySchema,
  deviceRejectionListQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../platform/auth/auth.plugin';
import { deviceLogsService } from './device-logs.service';

/** /devices/{devid}/rejections and …/connections: what the owner reads about a device's messages and links. */
export function deviceLogsRoutes(context: AppContext): void {
  const { app } = context;
  const logs = deviceLogsService(context);

  app.get(
    '/v1/devices/:devid/rejections',
    {
      config: { audience: 'user' },
      schema: { params: telemetryParamsSchema, querystring: deviceRejectionListQuerySchema },
    },
    async (request) => ({
      data: await logs.rejections(requireUser(request).id, request.params.devid, request.query),
    }),
  );

  app.get(
    '/v1/devices/:devid/connections',
    {
      config: { audience: 'user' },
      schema: { params: telemetryParamsSchema, querystring: deviceConnectionListQuerySchema },
    },
    async (request) => ({
      data: await logs.connections(requireUser(request).id, request.params.devid, request.query),
    }),
  );
}
