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
import { deviceGroupsService } from './device-groups.service';

/** /device_groups: the signed-in user's device groups (iot-console.md §7 "Device groups"). */
export function deviceGroupsRoutes(context: AppContext): void {
  const { app } = context;
  const groups = deviceGroupsService(context);

  app.get(
    '/v1/device_groups',
    {
      config: { iot: { resource: 'groups', action: 'read' } },
      schema: { querystring: deviceGroupListQuerySchema },
    },
    async (request) => ({
      data: await groups.list(iotActor(request).scope, request.query),
    }),
  );

  app.post(
    '/v1/device_groups',
    { config: { iot: { resource: 'groups', action: 'write' } }, schema: { body: deviceGroupCreateSchema } },
    async (request) => ({
      data: await groups.create(iotActor(request).scope, request.body),
    }),
  );

  app.get(
    '/v1/device_groups/:groupid',
    { config: { iot: { resource: 'groups', action: 'read' } }, schema: { params: deviceGroupParamsSchema } },
    async (request) => ({
      data: await groups.get(iotActor(request).scope, request.params.groupid),
    }),
  );

  // POST on a group adds members.
  app.post(
    '/v1/device_groups/:groupid',
    {
      config: { iot: { resource: 'groups', action: 'write' } },
      schema: { params: deviceGroupParamsSchema, body: deviceGroupMembersSchema },
    },
    async (request) => ({
      data: await groups.addMembers(iotActor(request).scope, request.params.groupid, request.body.devids),
    }),
  );

  app.put(
    '/v1/device_groups/:groupid',
    {
      config: { iot: { resource: 'groups', action: 'write' } },
      schema: { params: deviceGroupParamsSchema, body: deviceGroupUpdateSchema },
    },
    async (request) => ({
      data: await groups.update(iotActor(request).scope, request.params.groupid, request.body),
    }),
  );

  app.delete(
    '/v1/device_groups/:groupid',
    { config: { iot: { resource: 'groups', action: 'write' } }, schema: { params: deviceGroupParamsSchema } },
    async (request) => {
      await groups.remove(iotActor(request).scope, request.params.groupid);
      return { data: null };
    },
  );

  app.delete(
    '/v1/device_groups/:groupid/:devid',
    {
      config: { iot: { resource: 'groups', action: 'write' } },
      schema: { params: deviceGroupMemberParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => {
      const { groupid, devid } = request.params;
      return {
        data: await groups.removeMember(iotActor(request).scope, groupid, devid, request.query.devtype),
      };
    },
  );
}
