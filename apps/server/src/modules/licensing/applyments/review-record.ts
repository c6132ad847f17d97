import { durationMonths, LICENCE_TYPES, type LicenceType, type ReviewRecord } from '@fleetkey/contract';
import { readPayload } from './applyment-view';
import { csvTime } from '../../../platform/http/csv';
import type { ReviewRow } from './review.repository';

/** An application row as an examination record (licence-portal.md §3). */
export function reviewRowToRecord(row: ReviewRow): ReviewRecord {
  return {
    id: row.id,
    applicant: { id: row.applicantId, username: row.username, name: row.name, mobile: row.mobile },
    company: row.company ?? '',
    // Only contract types are ever written (applymentCreateSchema guards the input).
    applyType: row.type as LicenceType,
    applyPeriod: row.duration,
    edition: row.edition,
    licence:
      row.licenceId !== null && row.licenceNo !== null && row.expiredAt !== null
        ? { id: row.licenceId, licenceNo: row.licenceNo, deviceId: row.deviceId, expiredAt: row.expiredAt }
        : null,
    payload: readPayload(row.payload),
    applyTime: row.applyTime,
    examinTime: row.examinTime,
    examinResult: row.state === 'pending' ? null : row.state,
    examiner: row.examinerName,
    remark: row.examinRemark,
  };
}

/** Columns of the CSV export, in order. */
export const REVIEW_CSV_HEADER = [
  'applicant',
  'username',
  'mobile',
  'company',
  'applyType',
  'applyPeriod',
  'edition',
  'licence',
  'applyTime',
  'examinTime',
  'examinResult',
  'examiner',
  'remark',
] as const;

const TYPE_NAMES = new Map<number, string>(Object.entries(LICENCE_TYPES).map(([name, code]) => [code, name]));
/** One examination record as the export's cells, in REVIEW_CSV_HEADER order. */
export function reviewCsvCells(record: ReviewRecord): (string | number | null)[] {
  const months = record.applyPeriod === null ? undefined : durationMonths(record.applyPeriod);
  return [
    record.applicant.name,
    record.applicant.username,
    record.applicant.mobile,
    record.company,
    TYPE_NAMES.get(record.applyType) ?? String(record.applyType),
    months === undefined ? '' : `${months} months`,
    record.edition,
    record.licence?.licenceNo ?? '',
    csvTime(record.applyTime),
    csvTime(record.examinTime),
    record.examinResult ?? '',
    record.examiner ?? '',
    record.remark ?? '',
  ];
}
