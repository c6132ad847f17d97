import type { FastifyRequest } from 'fastify';
import { oplogActor } from '../../../platform/oplog/oplog';
import type { RoleEditor } from './roles.service';

/** The administrator changing roles or links, with the access the permission guard resolved. */
export function roleEditor(request: FastifyRequest): RoleEditor {
  return { actor: oplogActor(request), access: request.adminAccess };
}
