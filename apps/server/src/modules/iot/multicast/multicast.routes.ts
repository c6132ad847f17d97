import {
  commandBodySchema,
  LORA_SESSION_FIELDS,
  loraSessionSchema,
  multicastCommandParamsSchema,
  multicastCommandQuerySchema,
  multicastGroupCreateSchema,
  multicastGroupParamsSchema,
  multicastGroupUpdateSchema,
  multicastListQuerySchema,
  multicastMembersQuerySchema,
  multicastMembersSchema,
  multicastSendListQuerySchema,
  multicastSendParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { multicastSendsService } from './multicast-sends.service';
import { multicastService } from './multicast.service';

const read = { iot: { resource: 'multicast', action: 'read' } } as const;
const write = { iot: { resource: 'multicast', action: 'write' } } as const;
const control = { iot: { resource: 'multicast', action: 'control' } } as const;

/** /multicast: groups, members, commands to a group and its LoRa session (iot-console.md §7 "Multicast"). */
export function multicastRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const { app } = context;
  const groups = multicastService(context);
  const sends = multicastSendsService(context, deps);
  const params = multicastGroupParamsSchema;

  app.get(
    '/v1/multicast',
    { config: read, schema: { querystring: multicastListQuerySchema } },
    async (request) => ({
      data: await groups.list(iotActor(request).scope, request.query),
    }),
  );

  app.post(
    '/v1/multicast',
    { config: write, schema: { body: multicastGroupCreateSchema } },
    async (request) => ({
      data: await groups.create(iotActor(request).scope, request.body),
    }),
  );

  app.get('/v1/multicast/:groupid', { config: read, schema: { params } }, async (request) => ({
    data: await groups.get(iotActor(request).scope, request.params.groupid),
  }));

  app.put(
    '/v1/multicast/:groupid',
    { config: write, schema: { params, body: multicastGroupUpdateSchema } },
    async (request) => ({
      data: await groups.update(iotActor(request).scope, request.params.groupid, request.body),
    }),
  );

  app.delete('/v1/multicast/:groupid', { config: write, schema: { params } }, async (request) => {
    await groups.remove(iotActor(request).scope, request.params.groupid);
    return { data: null };
  });

  app.get(
    '/v1/multicast/:groupid/members',
    { config: read, schema: { params, querystring: multicastMembersQuerySchema } },
    async (request) => ({
      data: await groups.members(iotActor(request).scope, request.params.groupid, request.query),
    }),
  );

  app.post(
    '/v1/multicast/:groupid/add',
    { config: write, schema: { params, body: multicastMembersSchema } },
    async (request) => ({
      data: await groups.addMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
    }),
  );

  app.post(
    '/v1/multicast/:groupid/remove',
    { config: write, schema: { params, body: multicastMembersSchema } },
    async (request) => ({
      data: await groups.removeMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
    }),
  );

  app.put(
    '/v1/multicast/:groupid/commands/:cmd',
    {
      config: control,
      schema: {
        params: multicastCommandParamsSchema,
        querystring: multicastCommandQuerySchema,
        body: commandBodySchema,
      },
    },
    async (request) => {
      const { groupid, cmd } = request.params;
      return { data: await sends.send(iotActor(request), groupid, cmd, request.query, request.body) };
    },
  );

  app.get(
    '/v1/multicast/:groupid/commands',
    { config: read, schema: { params, querystring: multicastSendListQuerySchema } },
    async (request) => ({
      data: await sends.list(iotActor(request).scope, request.params.groupid, request.query),
    }),
  );

  app.get(
    '/v1/multicast/:groupid/commands/:sendid',
    { config: read, schema: { params: multicastSendParamsSchema } },
    async (request) => {
      const { groupid, sendid } = request.params;
      return { data: await sends.get(iotActor(request).scope, groupid, sendid) };
    },
  );

  app.get('/v1/multicast/:groupid/lora', { config: read, schema: { params } }, async (request) => ({
    data: await groups.lora(iotActor(request).scope, request.params.groupid),
  }));

  app.put(
    '/v1/multicast/:groupid/lora',
    { config: write, schema: { params, body: loraSessionSchema } },
    async (request) => ({
      data: await groups.setLora(iotActor(request).scope, request.params.groupid, request.body),
    }),
  );

  app.delete('/v1/multicast/:groupid/lora', { config: write, schema: { params } }, async (request) => {
    await groups.deleteLora(iotActor(request).scope, request.params.groupid);
    return { data: null };
  });

  // The session form's fields from the contract (the same limits loraSessionSchema checks), with labels.
  app.get('/v1/dev/multicast/lora', { config: read }, async () => ({ data: LORA_SESSION_FIELDS }));
}
