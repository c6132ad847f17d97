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
import { iotRoutes } from '../../../platform/http/iot-routes';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { multicastSendsService } from './multicast-sends.service';
import { multicastService } from './multicast.service';

const oneGroup = { params: multicastGroupParamsSchema };

/** /multicast: groups, members, commands to a group and its LoRa session (iot-console.md §7 "Multicast"). */
export function multicastRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const routes = iotRoutes(context.app, 'multicast');
  const groups = multicastService(context);
  const sends = multicastSendsService(context, deps);

  routes.get('/v1/multicast', 'read', { querystring: multicastListQuerySchema }, ({ scope }, request) =>
    groups.list(scope, request.query),
  );
  routes.post('/v1/multicast', 'write', { body: multicastGroupCreateSchema }, ({ scope }, request) =>
    groups.create(scope, request.body),
  );
  routes.get('/v1/multicast/:groupid', 'read', oneGroup, ({ scope }, request) =>
    groups.get(scope, request.params.groupid),
  );
  routes.put(
    '/v1/multicast/:groupid',
    'write',
    { ...oneGroup, body: multicastGroupUpdateSchema },
    ({ scope }, request) => groups.update(scope, request.params.groupid, request.body),
  );
  routes.delete('/v1/multicast/:groupid', 'write', oneGroup, async ({ scope }, request) => {
    await groups.remove(scope, request.params.groupid);
    return null;
  });

  routes.get(
    '/v1/multicast/:groupid/members',
    'read',
    { ...oneGroup, querystring: multicastMembersQuerySchema },
    ({ scope }, request) => groups.members(scope, request.params.groupid, request.query),
  );
  routes.post(
    '/v1/multicast/:groupid/add',
    'write',
    { ...oneGroup, body: multicastMembersSchema },
    ({ scope }, request) => groups.addMembers(scope, request.params.groupid, request.body.devids),
  );
  routes.post(
    '/v1/multicast/:groupid/remove',
    'write',
    { ...oneGroup, body: multicastMembersSchema },
    ({ scope }, request) => groups.removeMembers(scope, request.params.groupid, request.body.devids),
  );

  routes.put(
    '/v1/multicast/:groupid/commands/:cmd',
    'control',
    {
      params: multicastCommandParamsSchema,
      querystring: multicastCommandQuerySchema,
      body: commandBodySchema,
    },
    (actor, request) => {
      const { groupid, cmd } = request.params;
      return sends.send(actor, groupid, cmd, request.query, request.body);
    },
  );
  routes.get(
    '/v1/multicast/:groupid/commands',
    'read',
    { ...oneGroup, querystring: multicastSendListQuerySchema },
    ({ scope }, request) => sends.list(scope, request.params.groupid, request.query),
  );
  routes.get(
    '/v1/multicast/:groupid/commands/:sendid',
    'read',
    { params: multicastSendParamsSchema },
    ({ scope }, request) => sends.get(scope, request.params.groupid, request.params.sendid),
  );

  routes.get('/v1/multicast/:groupid/lora', 'read', oneGroup, ({ scope }, request) =>
    groups.lora(scope, request.params.groupid),
  );
  routes.put(
    '/v1/multicast/:groupid/lora',
    'write',
    { ...oneGroup, body: loraSessionSchema },
    ({ scope }, request) => groups.setLora(scope, request.params.groupid, request.body),
  );
  routes.delete('/v1/multicast/:groupid/lora', 'write', oneGroup, async ({ scope }, request) => {
    await groups.deleteLora(scope, request.params.groupid);
    return null;
  });

  // The session form's fields from the contract (the same limits loraSessionSchema checks), with labels.
  routes.get('/v1/dev/multicast/lora', 'read', {}, async () => LORA_SESSION_FIELDS);
}
