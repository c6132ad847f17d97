import { SUBUSER_UNPROFILED_ROLE, type SubuserView } from '@fleetkey/contract';
import { userContact } from '../../accounts/users/session-user';
import type { SubuserRow } from './subusers.repository';

/** A sub-user as the calls answer it. */
export function toSubuserView(row: SubuserRow): SubuserView {
  return {
    ...userContact(row),
    role: row.roleName === null ? SUBUSER_UNPROFILED_ROLE : row.role,
    roleName: row.roleName ?? '',
    status: row.disabled === 1 ? 'disabled' : 'enabled',
    mustChangePassword: row.mustChangePassword === 1,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
  };
}
