import { deviceParamsSchema, gatewaySubdevsSchema, gatewayTransferSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { gatewaysService } from './gateways.service';

const subdevs = { params: deviceParamsSchema, body: gatewaySubdevsSchema };

/** /gateway/{devid}: POST adds sub-devices, PUT removes them, transfer_subdevs moves them (§7 "Gateway"). */
export function gatewaysRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'devices');
  const gateways = gatewaysService(context);

  routes.post('/v1/gateway/:devid/subdevs', 'write', subdevs, ({ scope }, request) =>
    gateways.attach(scope, request.params.devid, request.body.subdevs),
  );
  routes.put('/v1/gateway/:devid/subdevs', 'write', subdevs, ({ scope }, request) =>
    gateways.detach(scope, request.params.devid, request.body.subdevs),
  );
  routes.post(
    '/v1/gateway/:devid/transfer_subdevs',
    'write',
    { params: deviceParamsSchema, body: gatewayTransferSchema },
    ({ scope }, request) => gateways.transfer(scope, request.params.devid, request.body),
  );
}
