import type { LicenceOwner } from '@fleetkey/contract';
import type { UserRow } from '../../accounts/users/users.repository';

/** The owner part of the licence/user info panel: company, industry, account manager and level. */
export function userToLicenceOwner(row: UserRow): LicenceOwner {
  const enterprise = readEnterprise(row.enterprise);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    company: row.company || enterprise.company,
    industry: enterprise.industry,
    AEName: row.aeName,
    AEMobile: row.aeMobile,
    level: row.level,
  };
}

// The enterprise JSON is written only from validated forms; a field may still be absent.
function readEnterprise(json: string): { company: string; industry: string } {
  const value: unknown = JSON.parse(json);
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
  return { company: text('company'), industry: text('industry') };
}
