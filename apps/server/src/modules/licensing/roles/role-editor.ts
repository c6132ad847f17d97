import type { FastifyRequest } from 'fastify';
import { oplogActor } from '../../../platform/oplog/oplog';
import type { RoleEditor } from './roles.service';

/** The administrator changing roles or links, with the access the permission guard resolved. */
export function roleEditor(request: FastifyRequest): RoleEditor {
  return { actor: oplogActor(request), access: request.adminAccess };
}

/** Who may read roles and administrators' links to them, and who may change either. */
export const rolesRead = { permission: 'roles:read' } as const;
export const rolesWrite = { permission: 'roles:write' } as const;
