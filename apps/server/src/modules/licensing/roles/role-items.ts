import {
  allows,
  isAdminResource,
  VALIDATION_MESSAGES as M,
  type AdminPermissionKey,
  type PermissionItem,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { AdminAccess } from '../../../platform/auth/admin-access';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { nodesRepository } from '../nodes/nodes.repository';
import { permissionsRepository } from '../permissions/permissions.repository';

/** 400 unless every item names a permission of the catalogue or a stored node, by its type. */
export async function checkItemsExist(db: Db, items: readonly PermissionItem[], path: string): Promise<void> {
  const idsOf = (type: PermissionItem['type']) =>
    items.filter((item) => item.type === type).map((item) => item.id);
  const existing = {
    permission: await permissionsRepository(db).existing(idsOf('permission')),
    node: await nodesRepository(db).existing(idsOf('node')),
  };
  const fields = items.flatMap((item, index) =>
    existing[item.type].has(item.id) ? [] : [{ path: `${path}.${index}.id`, message: M.invalidOption }],
  );
  if (fields.length > 0) throw bodyInvalid(fields);
}

/**
 * 403 when the items grant a console resource beyond the administrator's own access: whoever may edit
 * roles still cannot hand out (to others or to themselves) more than they hold. System permissions' ids
 * are their resources, so the check needs no lookup.
 */
export function assertCanGrant(access: AdminAccess | null, items: readonly PermissionItem[]): void {
  if (!access) throw AppError.of('FORBIDDEN');
  if (access.superAdmin) return;
  for (const item of items) {
    if (item.type !== 'permission' || !isAdminResource(item.id)) continue;
    const permission: AdminPermissionKey = `${item.id}:${item.permit}`;
    if (!allows(access.grants, permission)) throw AppError.of('FORBIDDEN', { permission });
  }
}
