import {
  deviceGroupCreateSchema,
  deviceGroupListQuerySchema,
  deviceGroupMemberParamsSchema,
  deviceGroupMembersSchema,
  deviceGroupParamsSchema,
  deviceGroupUpdateSchema,
  deviceTypeQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { deviceGroupsService } from './device-groups.service';

/** /device_groups: the signed-in user's device groups (iot-console.md §7 "Device groups"). */
export function deviceGroupsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const groups = deviceGroupsService(context);

  route.get('/v1/device_groups', {
    config: { iot: { resource: 'groups', action: 'read' } },
    schema: { querystring: deviceGroupListQuerySchema },
    answer: (request) => groups.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/device_groups', {
    config: { iot: { resource: 'groups', action: 'write' } },
    schema: { body: deviceGroupCreateSchema },
    answer: (request) => groups.create(iotActor(request).scope, request.body),
  });

  route.get('/v1/device_groups/:groupid', {
    config: { iot: { resource: 'groups', action: 'read' } },
    schema: { params: deviceGroupParamsSchema },
    answer: (request) => groups.get(iotActor(request).scope, request.params.groupid),
  });

  // POST on a group adds members.
  route.post('/v1/device_groups/:groupid', {
    config: { iot: { resource: 'groups', action: 'write' } },
    schema: { params: deviceGroupParamsSchema, body: deviceGroupMembersSchema },
    answer: (request) =>
      groups.addMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
  });

  route.put('/v1/device_groups/:groupid', {
    config: { iot: { resource: 'groups', action: 'write' } },
    schema: { params: deviceGroupParamsSchema, body: deviceGroupUpdateSchema },
    answer: (request) => groups.update(iotActor(request).scope, request.params.groupid, request.body),
  });

  route.delete('/v1/device_groups/:groupid', {
    config: { iot: { resource: 'groups', action: 'write' } },
    schema: { params: deviceGroupParamsSchema },
    answer: (request) => groups.remove(iotActor(request).scope, request.params.groupid),
  });

  route.delete('/v1/device_groups/:groupid/:devid', {
    config: { iot: { resource: 'groups', action: 'write' } },
    schema: { params: deviceGroupMemberParamsSchema, querystring: deviceTypeQuerySchema },
    answer: (request) => {
      const { groupid, devid } = request.params;
      return groups.removeMember(iotActor(request).scope, groupid, devid, request.query.devtype);
    },
  });
}
