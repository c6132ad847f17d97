import type { SessionUser } from '@fleetkey/contract';
import type { AdminRow } from '../admins/admins.repository';
import type { UserRow } from './users.repository';

/** Who a user is and how it is reached, as the consoles show it: no mobile or e-mail reads as ''. */
export function userContact(row: Pick<UserRow, 'id' | 'username' | 'name' | 'mobile' | 'email'>) {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
  };
}

/** What the consoles may know of a signed-in user (no hashes, no counters). */
export function userToSessionUser(row: UserRow): SessionUser {
  return {
    ...userContact(row),
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
