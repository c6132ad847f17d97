// Network data of the review screens' tests (imported by *.test.tsx only).
import type { ReviewRecord } from '@fleetkey/contract';

/** A pending renewal of licence FK-0001 by a year; overrides change any field. */
export function reviewRecord(overrides: Partial<ReviewRecord> = {}): ReviewRecord {
  return {
    id: 'app-1',
    applicant: { id: 'u-1', username: 'demo', name: 'Demo', mobile: '8613900000001' },
    company: 'Acme',
    applyType: 1,
    applyPeriod: 3,
    edition: null,
    licence: { id: 'lic-1', licenceNo: 'FK-0001', deviceId: null, expiredAt: Date.now() },
    payload: { licenceNo: 'FK-0001' },
    applyTime: Date.now(),
    examinTime: null,
    examinResult: null,
    examiner: null,
    remark: null,
    ...overrides,
  };
}
