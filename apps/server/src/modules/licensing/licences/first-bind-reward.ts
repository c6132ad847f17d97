import { addMonthsUtc, FIRST_BIND_BONUS_MONTHS } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { REWARD_KINDS, rewardsRepository } from '../rewards/rewards.repository';
import { tellLicenceExtended } from './licence-extended-message';
import { licencesRepository } from './licences.repository';
import type { LicenceRow } from './licence-view';

/**
 * The first bind of an account adds FIRST_BIND_BONUS_MONTHS to the licence just bound, with a message
 * (licence-portal.md §9). Runs inside the bind's transaction; the rewards claim makes it once per account
 * however many binds race. Answers the licence's new expiry, or undefined when the bonus was given before.
 */
export async function grantFirstBindBonus(
  trx: Db,
  licence: Pick<LicenceRow, 'id' | 'userId' | 'licenceNo' | 'expiredAt'>,
  now: number,
): Promise<number | undefined> {
  if (!(await rewardsRepository(trx).claim(licence.userId, REWARD_KINDS.firstBind, now))) return undefined;
  const expiredAt = addMonthsUtc(new Date(licence.expiredAt), FIRST_BIND_BONUS_MONTHS).getTime();
  // The licence row is locked by the bind that just updated it, so its expiry is still the one read.
  if (!(await licencesRepository(trx).moveExpiry(licence.id, licence.expiredAt, expiredAt, now))) {
    throw new Error(`licence ${licence.id} changed during its own bind`);
  }
  await tellLicenceExtended(trx, licence, 'firstBindBonus', FIRST_BIND_BONUS_MONTHS, expiredAt, now);
  return expiredAt;
}
