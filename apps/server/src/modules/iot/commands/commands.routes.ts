import {
  commandBodySchema,
  commandListQuerySchema,
  commandParamsSchema,
  commandQuerySchema,
  MULTICAST_MODES,
  multicastParamsSchema,
  rawCommandBodySchema,
  rawCommandQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import type { CommandDelivery } from './command-delivery';
import type { CommandReplies } from './command-replies';
import { commandsService } from './commands.service';

/** Device commands and their history, and gateway multicast (iot-console.md §7 commands, multicast). */
export function commandsRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const routes = iotRoutes(context.app, 'devices');
  const commands = commandsService(context, deps);

  routes.put(
    '/v1/devices/:devid/commands/:cmd',
    'control',
    { params: commandParamsSchema, querystring: commandQuerySchema, body: commandBodySchema },
    ({ scope }, request) => {
      const { devid, cmd } = request.params;
      return commands.send(scope, devid, cmd, request.query, request.body);
    },
  );
  routes.put(
    '/v1/devices/:devid/command/:cmd',
    'control',
    { params: commandParamsSchema, querystring: rawCommandQuerySchema, body: rawCommandBodySchema },
    ({ scope }, request) => {
      const { devid, cmd } = request.params;
      return commands.sendRaw(scope, devid, cmd, request.query, request.body.data);
    },
  );
  routes.get(
    '/v1/devices/:devid/commands',
    'read',
    { params: telemetryParamsSchema, querystring: commandListQuerySchema },
    ({ scope }, request) => commands.list(scope, request.params.devid, request.query),
  );

  for (const mode of MULTICAST_MODES) {
    routes.put(
      `/v1/multicast/${mode}/:gwid/commands/:cmd`,
      'control',
      { params: multicastParamsSchema, body: commandBodySchema },
      ({ scope }, request) => {
        const { gwid, cmd } = request.params;
        return commands.multicast(scope, mode, gwid, cmd, request.body);
      },
    );
  }
}
