import { deviceParamsSchema, gatewaySubdevsSchema, gatewayTransferSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { gatewaysService } from './gateways.service';

/** /gateway/{devid}: POST adds sub-devices, PUT removes them, transfer_subdevs moves them (§7 "Gateway"). */
export function gatewaysRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const gateways = gatewaysService(context);

  route.post('/v1/gateway/:devid/subdevs', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, body: gatewaySubdevsSchema },
    answer: (request) => gateways.attach(iotActor(request).scope, request.params.devid, request.body.subdevs),
  });

  route.put('/v1/gateway/:devid/subdevs', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, body: gatewaySubdevsSchema },
    answer: (request) => gateways.detach(iotActor(request).scope, request.params.devid, request.body.subdevs),
  });

  route.post('/v1/gateway/:devid/transfer_subdevs', {
    config: { iot: { resource: 'devices', action: 'write' } },
    schema: { params: deviceParamsSchema, body: gatewayTransferSchema },
    answer: (request) => gateways.transfer(iotActor(request).scope, request.params.devid, request.body),
  });
}
