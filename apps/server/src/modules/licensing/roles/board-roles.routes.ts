import { boardRoleListQuerySchema, boardRoleUpdateSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { boardRolesRepository } from './board-roles.repository';
import { boardRolesService } from './board-roles.service';
import { roleEditor } from './role-editor';
import { dataRoutes } from '../../../platform/http/data-routes';

/** /board_role: boards' roles (licence-portal.md §7 Roles and permissions). */
export function boardRolesRoutes(context: AppContext): void {
  const { app, db } = context;
  const route = dataRoutes(app);
  const boardRoles = boardRolesService(context);

  route.get('/v1/board_role', {
    config: { permission: 'roles:read' },
    schema: { querystring: boardRoleListQuerySchema },
    answer: (request) => boardRolesRepository(db).list(request.query),
  });

  route.put('/v1/board_role', {
    config: { permission: 'roles:write' },
    schema: { body: boardRoleUpdateSchema },
    answer: (request) => {
      const { boardId, roleId } = request.body;
      return boardRoles.set(roleEditor(request), boardId, roleId);
    },
  });
}
