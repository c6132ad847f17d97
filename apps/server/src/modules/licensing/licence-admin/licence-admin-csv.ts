import type { LicenceAdminRow } from '@fleetkey/contract';
import { csvTable, csvTime } from '../../../platform/http/csv';

const HEADER = [
  'licenceNo',
  'name',
  'alias',
  // The owner's account and personal name: two distinct headers a spreadsheet cannot confuse.
  'ownerUsername',
  'ownerName',
  'mobile',
  'deviceId',
  'deviceName',
  'edition',
  'status',
  'useStatus',
  'role',
  'startsAt',
  'expiredAt',
  'createdAt',
  'AEName',
  'AEMobile',
  'remark',
] as const;

/** The licence administration list as CSV: the screen's columns, codes as numbers, times in ISO 8601 (UTC). */
export function licencesCsv(rows: readonly LicenceAdminRow[]): string {
  return csvTable(
    HEADER,
    rows.map((row) => [
      row.licenceNo,
      row.name,
      row.alias,
      row.user.username,
      row.user.name,
      row.user.mobile,
      row.device?.deviceId,
      row.device?.deviceName,
      row.edition,
      row.status,
      row.useStatus,
      row.role?.name,
      csvTime(row.startsAt),
      csvTime(row.expiredAt),
      csvTime(row.createdAt),
      row.AEName,
      row.AEMobile,
      row.remark,
    ]),
  );
}
