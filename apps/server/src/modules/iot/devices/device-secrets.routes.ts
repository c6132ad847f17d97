import { deviceParamsSchema, deviceSecretsRenewSchema, deviceTypeQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { deviceSecretsService } from './device-secrets.service';

/** Device secrets: GET says whether one is set, PUT makes new ones and answers them once. */
export function deviceSecretsRoutes(context: AppContext): void {
  const { app } = context;
  const secrets = deviceSecretsService(context);

  app.get(
    '/v1/devices/:devid/secret',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => ({
      data: await secrets.state(iotActor(request).scope, request.params.devid, request.query.devtype),
    }),
  );

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

  app.put(
    '/v1/multi_devices/secrets',
    { config: { iot: { resource: 'devices', action: 'write' } }, schema: { body: deviceSecretsRenewSchema } },
    async (request) => ({
      data: await secrets.renew(iotActor(request).scope, request.body.devids),
    }),
  );
}
