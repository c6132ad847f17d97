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
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { permissionsRepository } from './permissions.repository';
import { permissionsService } from './permissions.service';

const oneItem = { params: z.object({ id: z.string().min(1).max(64) }) };
const read = { permission: 'permissions:read' } as const;
const write = { permission: 'permissions:write' } as const;

const CSV_HEADER = ['name', 'key', 'desc', 'os', 'version', 'details', 'type', 'updated'] as const;

/** /permission: the permission catalogue (licence-portal.md §7 Roles and permissions). */
export function permissionsRoutes(context: AppContext): void {
  const { app, db } = context;
  const routes = dataRoutes(app);
  const permissions = permissionsService(context);

  routes.get('/v1/permission', read, { querystring: permissionListQuerySchema }, (request) =>
    permissionsRepository(db).list(request.query),
  );

  // The same search, type and order as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/permission/export',
    { config: read, schema: { querystring: permissionExportQuerySchema } },
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

  routes.postCreated('/v1/permission', write, { body: permissionCreateSchema }, (request) =>
    permissions.create(oplogActor(request), request.body),
  );
  routes.get('/v1/permission/:id', read, oneItem, (request) => permissions.found(request.params.id));
  routes.put('/v1/permission/:id', write, { ...oneItem, body: permissionUpdateSchema }, (request) =>
    permissions.update(oplogActor(request), request.params.id, request.body),
  );
  routes.delete('/v1/permission/:id', write, oneItem, async (request) => {
    await permissions.remove(oplogActor(request), request.params.id);
    return null;
  });
}
