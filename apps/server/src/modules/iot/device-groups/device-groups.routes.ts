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
import { iotRoutes } from '../../../platform/http/iot-routes';
import { deviceGroupsService } from './device-groups.service';

const oneGroup = { params: deviceGroupParamsSchema };

/** /device_groups: the signed-in user's device groups (iot-console.md §7 "Device groups"). */
export function deviceGroupsRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'groups');
  const groups = deviceGroupsService(context);

  routes.get('/v1/device_groups', 'read', { querystring: deviceGroupListQuerySchema }, ({ scope }, request) =>
    groups.list(scope, request.query),
  );
  routes.post('/v1/device_groups', 'write', { body: deviceGroupCreateSchema }, ({ scope }, request) =>
    groups.create(scope, request.body),
  );
  routes.get('/v1/device_groups/:groupid', 'read', oneGroup, ({ scope }, request) =>
    groups.get(scope, request.params.groupid),
  );
  // POST on a group adds members.
  routes.post(
    '/v1/device_groups/:groupid',
    'write',
    { ...oneGroup, body: deviceGroupMembersSchema },
    ({ scope }, request) => groups.addMembers(scope, request.params.groupid, request.body.devids),
  );
  routes.put(
    '/v1/device_groups/:groupid',
    'write',
    { ...oneGroup, body: deviceGroupUpdateSchema },
    ({ scope }, request) => groups.update(scope, request.params.groupid, request.body),
  );
  routes.delete('/v1/device_groups/:groupid', 'write', oneGroup, async ({ scope }, request) => {
    await groups.remove(scope, request.params.groupid);
    return null;
  });
  routes.delete(
    '/v1/device_groups/:groupid/:devid',
    'write',
    { params: deviceGroupMemberParamsSchema, querystring: deviceTypeQuerySchema },
    ({ scope }, request) =>
      groups.removeMember(scope, request.params.groupid, request.params.devid, request.query.devtype),
  );
}
