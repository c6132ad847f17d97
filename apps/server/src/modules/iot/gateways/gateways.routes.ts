import { deviceParamsSchema, gatewaySubdevsSchema, gatewayTransferSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { gatewaysService } from './gateways.service';

/** /gateway/{devid}: POST adds sub-devices, PUT removes them, transfer_subdevs moves them (§7 "Gateway"). */
export function gatewaysRoutes(context: AppContext): void {
  const { app } = context;
  const gateways = gatewaysService(context);

  app.post(
    '/v1/gateway/:devid/subdevs',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, body: gatewaySubdevsSchema },
    },
    async (request) => ({
      data: await gateways.attach(iotActor(request).scope, request.params.devid, request.body.subdevs),
    }),
  );

  app.put(
    '/v1/gateway/:devid/subdevs',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, body: gatewaySubdevsSchema },
    },
    async (request) => ({
      data: await gateways.detach(iotActor(request).scope, request.params.devid, request.body.subdevs),
    }),
  );

  app.post(
    '/v1/gateway/:devid/transfer_subdevs',
    {
      config: { iot: { resource: 'devices', action: 'write' } },
      schema: { params: deviceParamsSchema, body: gatewayTransferSchema },
    },
    async (request) => ({
      data: await gateways.transfer(iotActor(request).scope, request.params.devid, request.body),
    }),
  );
}
