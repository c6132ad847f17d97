import {
  deviceConnectionListQuerySchema,
  deviceRejectionListQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { deviceLogsService } from './device-logs.service';

/** /devices/{devid}/rejections and …/connections: what the owner reads about a device's messages and links. */
export function deviceLogsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const logs = deviceLogsService(context);

  route.get('/v1/devices/:devid/rejections', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { params: telemetryParamsSchema, querystring: deviceRejectionListQuerySchema },
    answer: (request) => logs.rejections(iotActor(request).scope, request.params.devid, request.query),
  });

  route.get('/v1/devices/:devid/connections', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { params: telemetryParamsSchema, querystring: deviceConnectionListQuerySchema },
    answer: (request) => logs.connections(iotActor(request).scope, request.params.devid, request.query),
  });
}
