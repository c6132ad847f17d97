import { deviceParamsSchema, deviceSecretsRenewSchema, deviceTypeQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { deviceSecretsService } from './device-secrets.service';

/** Device secrets: GET says whether one is set, PUT makes new ones and answers them once. */
export function deviceSecretsRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const secrets = deviceSecretsService(context);

  route.get('/v1/devices/:devid/secret', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    answer: (request) => secrets.state(iotActor(request).scope, request.params.devid, request.query.devtype),
  });

  app.put(
    '/v1/devices/:devid/secret',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => {
      const [made] = await secrets.renew(
        iotActor(request).scope,
        [request.params.devid],
        request.query.devtype,
      );
      return { data: made };
    },
  );

  route.put('/v1/multi_devices/secrets', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { body: deviceSecretsRenewSchema },
    answer: (request) => secrets.renew(iotActor(request).scope, request.body.devids),
  });
}
