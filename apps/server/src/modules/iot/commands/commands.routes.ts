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
import { iotActor } from '../../../platform/auth/iot-actor';
import type { CommandDelivery } from './command-delivery';
import type { CommandReplies } from './command-replies';
import { commandsService } from './commands.service';

/** Device commands and their history, and gateway multicast (iot-console.md §7 commands, multicast). */
export function commandsRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const { app } = context;
  const commands = commandsService(context, deps);

  app.put(
    '/v1/devices/:devid/commands/:cmd',
    {
      config: { iot: { resource: 'devices', action: 'control' } },
      schema: { params: commandParamsSchema, querystring: commandQuerySchema, body: commandBodySchema },
    },
    async (request) => {
      const { devid, cmd } = request.params;
      return { data: await commands.send(iotActor(request).scope, devid, cmd, request.query, request.body) };
    },
  );

  app.put(
    '/v1/devices/:devid/command/:cmd',
    {
      config: { iot: { resource: 'devices', action: 'control' } },
      schema: { params: commandParamsSchema, querystring: rawCommandQuerySchema, body: rawCommandBodySchema },
    },
    async (request) => {
      const { devid, cmd } = request.params;
      const scope = iotActor(request).scope;
      return { data: await commands.sendRaw(scope, devid, cmd, request.query, request.body.data) };
    },
  );

  app.get(
    '/v1/devices/:devid/commands',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: telemetryParamsSchema, querystring: commandListQuerySchema },
    },
    async (request) => ({
      data: await commands.list(iotActor(request).scope, request.params.devid, request.query),
    }),
  );

  for (const mode of MULTICAST_MODES) {
    app.put(
      `/v1/multicast/${mode}/:gwid/commands/:cmd`,
      {
        config: { iot: { resource: 'devices', action: 'control' } },
        schema: { params: multicastParamsSchema, body: commandBodySchema },
      },
      async (request) => {
        const { gwid, cmd } = request.params;
        return { data: await commands.multicast(iotActor(request).scope, mode, gwid, cmd, request.body) };
      },
    );
  }
}
