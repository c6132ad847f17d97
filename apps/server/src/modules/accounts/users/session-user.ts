import type { SessionUser } from '@fleetkey/contract';
import type { AdminRow } from '../admins/admins.repository';
import type { UserRow } from './users.repository';

/** What the consoles may know of a signed-in user (no hashes, no counters). */
export function userToSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    role: row.role,
    avatar: row.avatar,
    enableTwoFactorCheck: row.enableTwoFactorCheck,
  };
}

/** What the consoles may know of a signed-in administrator. */
export function adminToSessionUser(row: AdminRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: '',
    email: '',
    role: row.role,
    avatar: '',
    enableTwoFactorCheck: 'false',
  };
}
