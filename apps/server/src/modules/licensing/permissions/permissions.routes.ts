import {
  PERMISSION_EXPORT_MAX,
  permissionCreateSchema,
  permissionExportQuerySchema,
  permissionListQuerySchema,
  permissionUpdateSchema,
} from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { oplogActor } from '../../../platform/oplog/oplog';
import { permissionsRepository } from './permissions.repository';
import { permissionsService } from './permissions.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

const CSV_HEADER = ['name', 'key', 'desc', 'os', 'version', 'details', 'type', 'updated'] as const;

/** /permission: the permission catalogue (licence-portal.md §7 Roles and permissions). */
export function permissionsRoutes(context: AppContext): void {
  const { app, db } = context;
  const permissions = permissionsService(context);

  app.get(
    '/v1/permission',
    { config: { permission: 'permissions:read' }, schema: { querystring: permissionListQuerySchema } },
    async (request) => ({ data: await permissionsRepository(db).list(request.query) }),
  );

  // The same search, type and order as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/permission/export',
    { config: { permission: 'permissions:read' }, schema: { querystring: permissionExportQuerySchema } },
    async (request, reply) => {
      const rows = (await permissionsRepository(db).all(request.query, PERMISSION_EXPORT_MAX)).map((p) => [
        p.name,
        p.key,
        p.desc,
        p.os,
        p.version,
        p.details,
        p.type,
        new Date(p.updatedAt).toISOString(),
      ]);
      return sendCsv(reply, 'permissions.csv', csvTable(CSV_HEADER, rows));
    },
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
