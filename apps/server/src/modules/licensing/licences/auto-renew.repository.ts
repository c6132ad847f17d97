import { AUTO_RENEW_MIN_LEVEL } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { LicenceRow } from './licence-view';

/** A licence the auto-renewal job may renew. */
export type RenewalCandidate = Pick<LicenceRow, 'id' | 'userId' | 'licenceNo' | 'expiredAt'>;

/** The auto-renewal job's query. */
export function autoRenewRepository(db: Db) {
  return {
    /**
     * Licences of level ≥ AUTO_RENEW_MIN_LEVEL users, not expired at `from` and expiring by `until`, in id
     * order after `afterId` (a page of one pass: each licence is visited once per run).
     */
    candidates(from: number, until: number, afterId: string, limit: number): Promise<RenewalCandidate[]> {
      return db
        .selectFrom('licences')
        .innerJoin('users', 'users.id', 'licences.userId')
        .select(['licences.id', 'licences.userId', 'licences.licenceNo', 'licences.expiredAt'])
        .where('users.level', '>=', AUTO_RENEW_MIN_LEVEL)
        .where('licences.expiredAt', '>=', from)
        .where('licences.expiredAt', '<=', until)
        .where('licences.id', '>', afterId)
        .orderBy('licences.id')
        .limit(limit)
        .execute();
    },
  };
}
