import type { GuestRow } from '@fleetkey/contract';
import { userToLicenceOwner } from '../../licensing/licences/licence-owner';
import type { UserRow } from '../users/users.repository';

/** A user account as the registered-user list shows it. */
export function toGuestRow(row: UserRow, licenceCount: number): GuestRow {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLoginAt: row.lastLoginAt,
    level: row.level,
    remark: row.remark,
    licenceCount,
    // The info panel's rule: the profile's company, else the one in the enterprise information.
    company: userToLicenceOwner(row).company,
  };
}
