import type { GuestRow } from '@fleetkey/contract';
import { csvTable, csvTime } from '../../../platform/http/csv';

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
      csvTime(row.createdAt),
      csvTime(row.lastLoginAt),
      csvTime(row.updatedAt),
      row.licenceCount,
      row.level,
      row.remark,
    ]),
  );
}
