import { addMonthsUtc, AUTO_RENEW_DAYS_BEFORE_EXPIRY, AUTO_RENEW_MONTHS } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { autoRenewRepository, type RenewalCandidate } from './auto-renew.repository';
import { tellLicenceExtended } from './licence-extended-message';
import { licencesRepository } from './licences.repository';

const DAY_MS = 86_400_000;
const PAGE = 200;

/**
 * Free auto-renewal for level ≥ 4 (licence-portal.md §1): a licence that has not expired and expires within
 * AUTO_RENEW_DAYS_BEFORE_EXPIRY days gets AUTO_RENEW_MONTHS more, and its owner a message. Each renewal
 * moves the expiry only from the value it read, so when several server nodes run the job at once each
 * licence is renewed once; once renewed it is out of the window, so running again changes nothing.
 */
export function autoRenewal({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  async function renew(candidate: RenewalCandidate, now: number): Promise<boolean> {
    const expiredAt = addMonthsUtc(new Date(candidate.expiredAt), AUTO_RENEW_MONTHS).getTime();
    return db.transaction().execute(async (trx) => {
      if (!(await licencesRepository(trx).moveExpiry(candidate.id, candidate.expiredAt, expiredAt, now)))
        return false;
      await tellLicenceExtended(trx, candidate, 'autoRenewed', AUTO_RENEW_MONTHS, expiredAt, now);
      return true;
    });
  }

  return {
    /** One pass over the licences due; answers how many this call renewed. */
    async runOnce(): Promise<number> {
      const now = clock.now();
      const until = now + AUTO_RENEW_DAYS_BEFORE_EXPIRY * DAY_MS;
      let renewed = 0;
      let afterId = '';
      for (;;) {
        const page = await autoRenewRepository(db).candidates(now, until, afterId, PAGE);
        for (const candidate of page) if (await renew(candidate, now)) renewed += 1;
        const last = page.at(-1);
        if (!last || page.length < PAGE) return renewed;
        afterId = last.id;
      }
    },
  };
}
