import type { ReactNode } from 'react';
import type { AdminPermissionKey } from '@fleetkey/contract';
import { useAdminGrants } from './use-admin-grants';

/** Shows its children only when the signed-in administrator holds the permission (e.g. write buttons). */
export function Allowed({ permission, children }: { permission: AdminPermissionKey; children: ReactNode }) {
  const { can } = useAdminGrants();
  return can(permission) ? <>{children}</> : null;
}
