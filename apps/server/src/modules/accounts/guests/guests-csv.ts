import type { GuestRow } from '@fleetkey/contract';
import { csvTable } from '../../../platform/http/csv';

const HEADER = [
  'username',
  'name',
  'mobile',
  'email',
  'company',
  'registeredAt',
  'lastLoginAt',
  'updatedAt',
  'licenceCount',
  'level',
  'remark',
] as const;

const time = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** The registered-user list as CSV: the screen's columns, times in ISO 8601 (UTC). */
export function guestsCsv(rows: readonly GuestRow[]): string {
  return csvTable(
    HEADER,
    rows.map((row) => [
      row.username,
      row.name,
      row.mobile,
      row.email,
      row.company,
      time(row.createdAt),
      time(row.lastLoginAt),
      time(row.updatedAt),
      row.licenceCount,
      row.level,
      row.remark,
    ]),
  );
}
