import {
  APPLY_DURATIONS,
  durationMonths,
  EDITIONS,
  MESSAGE_TYPES,
  REGISTRATION_TRIAL_MONTHS,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import { REWARD_KINDS, rewardsRepository } from '../rewards/rewards.repository';
import { licencesRepository } from './licences.repository';
import { newLicenceRow } from './new-licence';

// The duration code whose period is the trial's, so the trial follows the contract's constant.
const TRIAL_DURATION = APPLY_DURATIONS.find((code) => durationMonths(code) === REGISTRATION_TRIAL_MONTHS);

/**
 * A new account's trial licence (edition trial, REGISTRATION_TRIAL_MONTHS) and welcome message
 * (licence-portal.md §9). Runs inside the registration's transaction; the rewards claim makes it once per
 * account.
 */
export async function grantRegistrationTrial(trx: Db, userId: string, now: number): Promise<void> {
  if (TRIAL_DURATION === undefined)
    throw new Error(`no duration code of ${REGISTRATION_TRIAL_MONTHS} months`);
  if (!(await rewardsRepository(trx).claim(userId, REWARD_KINDS.registrationTrial, now))) return;
  const licence = newLicenceRow(
    { userId, edition: EDITIONS.trial, duration: TRIAL_DURATION, name: 'Trial' },
    now,
  );
  await licencesRepository(trx).insert(licence);
  await messagesRepository(trx).insert({
    userId,
    type: MESSAGE_TYPES.system,
    title: 'Welcome to Fleetkey',
    content:
      `Your account is ready. A ${REGISTRATION_TRIAL_MONTHS}-month trial licence (${licence.licenceNo}) ` +
      'is waiting on your licence page: bind it to a device to start.',
    text: {
      key: 'registrationTrial',
      params: { months: REGISTRATION_TRIAL_MONTHS, licenceNo: licence.licenceNo },
    },
    createdAt: now,
  });
}
