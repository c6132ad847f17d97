import type { AdminView } from '@fleetkey/contract';
import type { AdminRow } from './admins.repository';

/** An administrator as answers show them: field by field, so a row's password hash can never leak. */
export const adminView = (
  a: Omit<AdminRow, 'passwordHash' | 'failedLogins' | 'lockedUntil' | 'updatedAt'>,
): AdminView => ({
  id: a.id,
  username: a.username,
  name: a.name,
  role: a.role,
  superAdmin: a.superAdmin === 1,
  mustChangePassword: a.mustChangePassword === 1,
  disabled: a.disabled === 1,
  createdAt: a.createdAt,
  lastLoginAt: a.lastLoginAt,
});
