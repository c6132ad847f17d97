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
import { roleEditor, rolesRead, rolesWrite } from './role-editor';
import { rolesService } from './roles.service';

const oneRole = { params: recordIdParamsSchema };

const CSV_HEADER = ['name', 'description', 'permissions', 'linked users', 'updated'] as const;

// `permission/oplogs:read node/n-7:write`: one cell that names each item's kind, id and permit.
const itemsCell = (items: readonly PermissionItem[]) =>
  items.map((item) => `${item.type}/${item.id}:${item.permit}`).join(' ');

/** /roles: roles (groups) and their permission trees (licence-portal.md §7 Roles and permissions). */
export function rolesRoutes(context: AppContext): void {
  const { app } = context;
  const routes = dataRoutes(app);
  const roles = rolesService(context);

  routes.get('/v1/roles', rolesRead, { querystring: roleListQuerySchema }, (request) =>
    roles.list(request.query),
  );

  // The same search and order as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/roles/export',
    { config: rolesRead, schema: { querystring: roleExportQuerySchema } },
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

  routes.postCreated('/v1/roles', rolesWrite, { body: roleCreateSchema }, (request) =>
    roles.create(roleEditor(request), request.body),
  );
  routes.postCreated('/v1/roles/batch', rolesWrite, { body: roleBatchSchema }, (request) =>
    roles.createBatch(roleEditor(request), request.body.roles),
  );
  routes.get('/v1/roles/:id', rolesRead, oneRole, (request) => roles.found(request.params.id));
  routes.put('/v1/roles/:id', rolesWrite, { ...oneRole, body: roleUpdateSchema }, (request) =>
    roles.update(roleEditor(request), request.params.id, request.body),
  );
  routes.delete('/v1/roles/:id', rolesWrite, oneRole, async (request) => {
    await roles.remove(roleEditor(request), request.params.id);
    return null;
  });
}
