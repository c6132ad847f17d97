import {
  deviceConnectionListQuerySchema,
  deviceRejectionListQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { deviceLogsService } from './device-logs.service';

/** /devices/{devid}/rejections and …/connections: what the owner reads about a device's messages and links. */
export function deviceLogsRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'devices');
  const logs = deviceLogsService(context);

  routes.get(
    '/v1/devices/:devid/rejections',
    'read',
    { params: telemetryParamsSchema, querystring: deviceRejectionListQuerySchema },
    ({ scope }, request) => logs.rejections(scope, request.params.devid, request.query),
  );
  routes.get(
    '/v1/devices/:devid/connections',
    'read',
    { params: telemetryParamsSchema, querystring: deviceConnectionListQuerySchema },
    ({ scope }, request) => logs.connections(scope, request.params.devid, request.query),
  );
}
