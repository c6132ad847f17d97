import { isAdminResource, type PermissionView } from '@fleetkey/contract';

/**
 * A permission's name as the screens show it: a system permission (one per console resource, named by its
 * key) by the resource's label in the reader's language; any other by the name its administrator gave it.
 */
export function permissionName(
  t: (key: string) => string,
  permission: Pick<PermissionView, 'type' | 'key' | 'name'>,
): string {
  return permission.type === 'system' && isAdminResource(permission.key)
    ? t(`permissionsAdmin.resources.${permission.key}`)
    : permission.name;
}
