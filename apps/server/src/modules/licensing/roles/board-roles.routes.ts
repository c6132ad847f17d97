import { boardRoleListQuerySchema, boardRoleUpdateSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { boardRolesRepository } from './board-roles.repository';
import { boardRolesService } from './board-roles.service';
import { roleEditor } from './role-editor';

/** /board_role: boards' roles (licence-portal.md §7 Roles and permissions). */
export function boardRolesRoutes(context: AppContext): void {
  const { app, db } = context;
  const boardRoles = boardRolesService(context);

  app.get(
    '/v1/board_role',
    { config: { permission: 'roles:read' }, schema: { querystring: boardRoleListQuerySchema } },
    async (request) => ({ data: await boardRolesRepository(db).list(request.query) }),
  );

  app.put(
    '/v1/board_role',
    { config: { permission: 'roles:write' }, schema: { body: boardRoleUpdateSchema } },
    async (request) => {
      const { boardId, roleId } = request.body;
      return { data: await boardRoles.set(roleEditor(request), boardId, roleId) };
    },
  );
}
