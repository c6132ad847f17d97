import { deviceParamsSchema, deviceSecretsRenewSchema, deviceTypeQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { deviceSecretsService } from './device-secrets.service';

const oneDevice = { params: deviceParamsSchema, querystring: deviceTypeQuerySchema };

/** Device secrets: GET says whether one is set, PUT makes new ones and answers them once. */
export function deviceSecretsRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'devices');
  const secrets = deviceSecretsService(context);

  routes.get('/v1/devices/:devid/secret', 'write', oneDevice, ({ scope }, request) =>
    secrets.state(scope, request.params.devid, request.query.devtype),
  );
  routes.put('/v1/devices/:devid/secret', 'write', oneDevice, async ({ scope }, request) => {
    const [made] = await secrets.renew(scope, [request.params.devid], request.query.devtype);
    return made;
  });
  routes.put('/v1/multi_devices/secrets', 'write', { body: deviceSecretsRenewSchema }, ({ scope }, request) =>
    secrets.renew(scope, request.body.devids),
  );
}
