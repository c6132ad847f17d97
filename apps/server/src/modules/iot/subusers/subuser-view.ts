import { SUBUSER_UNPROFILED_ROLE, type SubuserView } from '@fleetkey/contract';
import type { SubuserRow } from './subusers.repository';

/** A sub-user as the calls answer it. */
export function toSubuserView(row: SubuserRow): SubuserView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    role: row.roleName === null ? SUBUSER_UNPROFILED_ROLE : row.role,
    roleName: row.roleName ?? '',
    status: row.disabled === 1 ? 'disabled' : 'enabled',
    mustChangePassword: row.mustChangePassword === 1,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
  };
}
