import {
  type PermissionItem,
  recordIdParamsSchema,
  ROLE_EXPORT_MAX,
  roleBatchSchema,
  roleCreateSchema,
  roleExportQuerySchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { dataRoutes } from '../../../platform/http/data-routes';
import { roleEditor } from './role-editor';
import { rolesService } from './roles.service';

const CSV_HEADER = ['name', 'description', 'permissions', 'linked users', 'updated'] as const;

// `permission/oplogs:read node/n-7:write`: one cell that names each item's kind, id and permit.
const itemsCell = (items: readonly PermissionItem[]) =>
  items.map((item) => `${item.type}/${item.id}:${item.permit}`).join(' ');

/** /roles: roles (groups) and their permission trees (licence-portal.md §7 Roles and permissions). */
export function rolesRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const roles = rolesService(context);

  route.get('/v1/roles', {
    config: { permission: 'roles:read' },
    schema: { querystring: roleListQuerySchema },
    answer: (request) => roles.list(request.query),
  });

  // The same search and order as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/roles/export',
    { config: { permission: 'roles:read' }, schema: { querystring: roleExportQuerySchema } },
    async (request, reply) => {
      const rows = (await roles.all(request.query, ROLE_EXPORT_MAX)).map((role) => [
        role.name,
        role.description,
        itemsCell(role.permissions),
        role.userCount,
        new Date(role.updatedAt).toISOString(),
      ]);
      return sendCsv(reply, 'roles.csv', csvTable(CSV_HEADER, rows));
    },
  );

  route.post('/v1/roles', {
    config: { permission: 'roles:write' },
    schema: { body: roleCreateSchema },
    status: 201,
    answer: (request) => roles.create(roleEditor(request), request.body),
  });

  route.post('/v1/roles/batch', {
    config: { permission: 'roles:write' },
    schema: { body: roleBatchSchema },
    status: 201,
    answer: (request) => roles.createBatch(roleEditor(request), request.body.roles),
  });

  route.get('/v1/roles/:id', {
    config: { permission: 'roles:read' },
    schema: { params: recordIdParamsSchema },
    answer: (request) => roles.found(request.params.id),
  });

  route.put('/v1/roles/:id', {
    config: { permission: 'roles:write' },
    schema: { params: recordIdParamsSchema, body: roleUpdateSchema },
    answer: (request) => roles.update(roleEditor(request), request.params.id, request.body),
  });

  route.delete('/v1/roles/:id', {
    config: { permission: 'roles:write' },
    schema: { params: recordIdParamsSchema },
    answer: (request) => roles.remove(roleEditor(request), request.params.id),
  });
}
