import {
  deviceGroupCreateSchema,
  deviceGroupListQuerySchema,
  deviceGroupMemberParamsSchema,
  deviceGroupMembersSchema,
  deviceGroupParamsSchema,
  deviceGroupUpdateSchema,
  deviceTypeQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../platform/auth/auth.plugin';
import { deviceGroupsService } from './device-groups.service';

/** /device_groups: the signed-in user's device groups (iot-console.md §7 "Device groups"). */
export function deviceGroupsRoutes(context: AppContext): void {
  const { app } = context;
  const groups = deviceGroupsService(context);

  app.get(
    '/v1/device_groups',
    { config: { audience: 'user' }, schema: { querystring: deviceGroupListQuerySchema } },
    async (request) => ({
      data: await groups.list(requireUser(request).id, request.query),
    }),
  );

  app.post(
    '/v1/device_groups',
    { config: { audience: 'user' }, schema: { body: deviceGroupCreateSchema } },
    async (request) => ({
      data: await groups.create(requireUser(request).id, request.body),
    }),
  );

  app.get(
    '/v1/device_groups/:groupid',
    { config: { audience: 'user' }, schema: { params: deviceGroupParamsSchema } },
    async (request) => ({
      data: await groups.get(requireUser(request).id, request.params.groupid),
    }),
  );

  // POST on a group adds members.
  app.post(
    '/v1/device_groups/:groupid',
    {
      config: { audience: 'user' },
      schema: { params: deviceGroupParamsSchema, body: deviceGroupMembersSchema },
    },
    async (request) => ({
      data: await groups.addMembers(requireUser(request).id, request.params.groupid, request.body.devids),
    }),
  );

  app.put(
    '/v1/device_groups/:groupid',
    {
      config: { audience: 'user' },
      schema: { params: deviceGroupParamsSchema, body: deviceGroupUpdateSchema },
    },
    async (request) => ({
      data: await groups.update(requireUser(request).id, request.params.groupid, request.body),
    }),
  );

  app.delete(
    '/v1/device_groups/:groupid',
    { config: { audience: 'user' }, schema: { params: deviceGroupParamsSchema } },
    async (request) => {
      await groups.remove(requireUser(request).id, request.params.groupid);
      return { data: null };
    },
  );

  app.delete(
    '/v1/device_groups/:groupid/:devid',
    {
      config: { audience: 'user' },
      schema: { params: deviceGroupMemberParamsSchema, querystring: deviceTypeQuerySchema },
    },
    async (request) => {
      const { groupid, devid } = request.params;
      return {
        data: await groups.removeMember(requireUser(request).id, groupid, devid, request.query.devtype),
      };
    },
  );
}
