import type { EnterprisePayload, UserProfile } from '@fleetkey/contract';
import { userToSessionUser } from './session-user';
import type { UserRow } from './users.repository';

/** The profile a user sees of themself (iot-console.md §3 User, licence-portal.md §3 User). */
export function userToProfile(row: UserRow): UserProfile {
  return {
    ...userToSessionUser(row),
    nickname: row.nickname,
    gender: row.gender,
    desc: row.description,
    company: row.company,
    detailaddress: row.detailAddress,
    country: row.country,
    area: row.area,
    enterprise: parseEnterprise(row.enterprise),
    enterpriseStatus: row.enterpriseStatus,
    AEName: row.aeName,
    AEMobile: row.aeMobile,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLoginAt: row.lastLoginAt,
  };
}

// Stored only from validated input (registration, profile update), so the object is an enterprise payload.
function parseEnterprise(json: string): EnterprisePayload | Record<string, never> {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null ? value : {};
}
