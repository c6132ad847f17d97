import {
  deviceConnectionListQuerySchema,
  deviceRejectionListQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { deviceLogsService } from './device-logs.service';

/** /devices/{devid}/rejections and …/connections: what the owner reads about a device's messages and links. */
export function deviceLogsRoutes(context: AppContext): void {
  const { app } = context;
  const logs = deviceLogsService(context);

  app.get(
    '/v1/devices/:devid/rejections',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: telemetryParamsSchema, querystring: deviceRejectionListQuerySchema },
    },
    async (request) => ({
      data: await logs.rejections(iotActor(request).scope, request.params.devid, request.query),
    }),
  );

  app.get(
    '/v1/devices/:devid/connections',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: telemetryParamsSchema, querystring: deviceConnectionListQuerySchema },
    },
    async (request) => ({
      data: await logs.connections(iotActor(request).scope, request.params.devid, request.query),
    }),
  );
}
