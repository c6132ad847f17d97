import {
  permissionCreateSchema,
  permissionListQuerySchema,
  permissionUpdateSchema,
} from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { oplogActor } from '../../platform/oplog/oplog';
import { permissionsRepository } from './permissions.repository';
import { permissionsService } from './permissions.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** /permission: the permission catalogue (licence-portal.md §7 Roles and permissions). */
export function permissionsRoutes(context: AppContext): void {
  const { app, db } = context;
  const permissions = permissionsService(context);

  app.get(
    '/v1/permission',
    { config: { permission: 'permissions:read' }, schema: { querystring: permissionListQuerySchema } },
    async (request) => ({ data: await permissionsRepository(db).list(request.query) }),
  );

  app.post(
    '/v1/permission',
    { config: { permission: 'permissions:write' }, schema: { body: permissionCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await permissions.create(oplogActor(request), request.body) }),
  );

  app.get(
    '/v1/permission/:id',
    { config: { permission: 'permissions:read' }, schema: { params: idParams } },
    async (request) => ({ data: await permissions.found(request.params.id) }),
  );

  app.put(
    '/v1/permission/:id',
    {
      config: { permission: 'permissions:write' },
      schema: { params: idParams, body: permissionUpdateSchema },
    },
    async (request) => ({
      data: await permissions.update(oplogActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/permission/:id',
    { config: { permission: 'permissions:write' }, schema: { params: idParams } },
    async (request) => {
      await permissions.remove(oplogActor(request), request.params.id);
      return { data: null };
    },
  );
}
