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
import { roleEditor } from './role-editor';
import { rolesService } from './roles.service';

const CSV_HEADER = ['name', 'description', 'permissions', 'linked users', 'updated'] as const;

// `permission/oplogs:read node/n-7:write`: one cell that names each item's kind, id and permit.
const itemsCell = (items: readonly PermissionItem[]) =>
  items.map((item) => `${item.type}/${item.id}:${item.permit}`).join(' ');

/** /roles: roles (groups) and their permission trees (licence-portal.md §7 Roles and permissions). */
export function rolesRoutes(context: AppContext): void {
  const { app } = context;
  const roles = rolesService(context);

  app.get(
    '/v1/roles',
    { config: { permission: 'roles:read' }, schema: { querystring: roleListQuerySchema } },
    async (request) => ({ data: await roles.list(request.query) }),
  );

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

  app.post(
    '/v1/roles',
    { config: { permission: 'roles:write' }, schema: { body: roleCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await roles.create(roleEditor(request), request.body) }),
  );

  app.post(
    '/v1/roles/batch',
    { config: { permission: 'roles:write' }, schema: { body: roleBatchSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await roles.createBatch(roleEditor(request), request.body.roles) }),
  );

  app.get(
    '/v1/roles/:id',
    { config: { permission: 'roles:read' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({ data: await roles.found(request.params.id) }),
  );

  app.put(
    '/v1/roles/:id',
    {
      config: { permission: 'roles:write' },
      schema: { params: recordIdParamsSchema, body: roleUpdateSchema },
    },
    async (request) => ({
      data: await roles.update(roleEditor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/roles/:id',
    { config: { permission: 'roles:write' }, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await roles.remove(roleEditor(request), request.params.id);
      return { data: null };
    },
  );
}
