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
import { dataRoutes } from '../../../platform/http/data-routes';
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
  const route = dataRoutes(app);
  const groups = multicastService(context);
  const sends = multicastSendsService(context, deps);
  const params = multicastGroupParamsSchema;

  route.get('/v1/multicast', {
    config: read,
    schema: { querystring: multicastListQuerySchema },
    answer: (request) => groups.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/multicast', {
    config: write,
    schema: { body: multicastGroupCreateSchema },
    answer: (request) => groups.create(iotActor(request).scope, request.body),
  });

  route.get('/v1/multicast/:groupid', {
    config: read,
    schema: { params },
    answer: (request) => groups.get(iotActor(request).scope, request.params.groupid),
  });

  route.put('/v1/multicast/:groupid', {
    config: write,
    schema: { params, body: multicastGroupUpdateSchema },
    answer: (request) => groups.update(iotActor(request).scope, request.params.groupid, request.body),
  });

  route.delete('/v1/multicast/:groupid', {
    config: write,
    schema: { params },
    answer: (request) => groups.remove(iotActor(request).scope, request.params.groupid),
  });

  route.get('/v1/multicast/:groupid/members', {
    config: read,
    schema: { params, querystring: multicastMembersQuerySchema },
    answer: (request) => groups.members(iotActor(request).scope, request.params.groupid, request.query),
  });

  route.post('/v1/multicast/:groupid/add', {
    config: write,
    schema: { params, body: multicastMembersSchema },
    answer: (request) =>
      groups.addMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
  });

  route.post('/v1/multicast/:groupid/remove', {
    config: write,
    schema: { params, body: multicastMembersSchema },
    answer: (request) =>
      groups.removeMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
  });

  route.put('/v1/multicast/:groupid/commands/:cmd', {
    config: control,
    schema: {
      params: multicastCommandParamsSchema,
      querystring: multicastCommandQuerySchema,
      body: commandBodySchema,
    },
    answer: (request) => {
      const { groupid, cmd } = request.params;
      return sends.send(iotActor(request), groupid, cmd, request.query, request.body);
    },
  });

  route.get('/v1/multicast/:groupid/commands', {
    config: read,
    schema: { params, querystring: multicastSendListQuerySchema },
    answer: (request) => sends.list(iotActor(request).scope, request.params.groupid, request.query),
  });

  route.get('/v1/multicast/:groupid/commands/:sendid', {
    config: read,
    schema: { params: multicastSendParamsSchema },
    answer: (request) => {
      const { groupid, sendid } = request.params;
      return sends.get(iotActor(request).scope, groupid, sendid);
    },
  });

  route.get('/v1/multicast/:groupid/lora', {
    config: read,
    schema: { params },
    answer: (request) => groups.lora(iotActor(request).scope, request.params.groupid),
  });

  route.put('/v1/multicast/:groupid/lora', {
    config: write,
    schema: { params, body: loraSessionSchema },
    answer: (request) => groups.setLora(iotActor(request).scope, request.params.groupid, request.body),
  });

  route.delete('/v1/multicast/:groupid/lora', {
    config: write,
    schema: { params },
    answer: (request) => groups.deleteLora(iotActor(request).scope, request.params.groupid),
  });

  // The session form's fields from the contract (the same limits loraSessionSchema checks), with labels.
  app.get('/v1/dev/multicast/lora', { config: read }, async () => ({ data: LORA_SESSION_FIELDS }));
}
