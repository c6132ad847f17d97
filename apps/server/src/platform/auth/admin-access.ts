import { ALL_GRANTS, grantsOf, type AdminGrants } from '@fleetkey/contract';
import type { Db } from '../../db/kysely';

/** What an administrator may do: everything (super-administrator), or what their roles grant. */
export interface AdminAccess {
  superAdmin: boolean;
  grants: AdminGrants;
}

/**
 * The administrator's access, read fresh on each call so a role change applies to the next request on
 * every server node: the system-permission items of all their roles, the strongest permit per resource.
 */
export async function adminAccess(db: Db, adminId: string): Promise<AdminAccess> {
  const admin = await db
    .selectFrom('admins')
    .select('superAdmin')
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (admin?.superAdmin === 1) return { superAdmin: true, grants: ALL_GRANTS };
  const items = await db
    .selectFrom('userRoles')
    .innerJoin('rolePermissions', 'rolePermissions.roleId', 'userRoles.roleId')
    .innerJoin('permissions', 'permissions.id', 'rolePermissions.itemId')
    .select(['permissions.key as resource', 'rolePermissions.permit'])
    .where('userRoles.adminId', '=', adminId)
    .where('rolePermissions.type', '=', 'permission')
    .where('permissions.type', '=', 'system')
    .execute();
  return { superAdmin: false, grants: grantsOf(items) };
}
