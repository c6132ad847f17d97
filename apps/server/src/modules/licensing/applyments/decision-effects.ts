import {
  addMonthsUtc,
  COMPANY_APPROVAL_TRIAL_MONTHS,
  durationMonths,
  LICENCE_TYPES,
  UNBIND_LIMIT_PER_LICENCE,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { licencesRepository } from '../licences/licences.repository';
import { newLicenceRow } from '../licences/new-licence';
import { REWARD_KINDS, rewardsRepository } from '../rewards/rewards.repository';
import type { ChangeValues } from './application-texts';
import { readPayload, type ApplymentRow } from './applyment-view';
import { decisionRepository, type LockedLicence } from './decision.repository';

/**
 * The expiry after adding `months`: from the current expiry, or from now when the licence has already
 * expired, so an extension never pays for time past (the contract documents this rule).
 */
function extendedExpiry(expiredAt: number, now: number, months: number): number {
  return addMonthsUtc(new Date(Math.max(expiredAt, now)), months).getTime();
}

function monthsOf(duration: number | null): number {
  const months = duration === null ? undefined : durationMonths(duration);
  if (months === undefined) throw new Error(`no licence period for duration ${String(duration)}`);
  return months;
}

function text(payload: Record<string, unknown>, key: string): string | undefined {
  const value = payload[key];
  return typeof value === 'string' ? value : undefined;
}

async function lockedLicence(trx: Db, application: ApplymentRow, now: number): Promise<LockedLicence> {
  // Deleting a licence deletes its applications, so a pending renewal or unbind always has one.
  const licence = application.licenceId
    ? await decisionRepository(trx).lockLicence(application.licenceId, now)
    : undefined;
  if (!licence) throw AppError.of('NOT_FOUND');
  return licence;
}

async function issueLicence(trx: Db, application: ApplymentRow, now: number): Promise<ChangeValues> {
  const { duration, edition } = application;
  // The request schema gives every new-licence application both.
  if (duration === null || edition === null) throw new Error(`application ${application.id} lacks its terms`);
  const payload = readPayload(application.payload);
  const licence = newLicenceRow(
    {
      userId: application.userId,
      edition,
      duration,
      name: text(payload, 'name'),
      industry: text(payload, 'industry'),
      office: text(payload, 'office'),
    },
    now,
  );
  await licencesRepository(trx).insert(licence);
  await decisionRepository(trx).linkLicence(application.id, licence.id);
  return { change: 'issued', licenceNo: licence.licenceNo, expiredAt: licence.expiredAt };
}

async function renewLicence(trx: Db, application: ApplymentRow, now: number): Promise<ChangeValues> {
  const licence = await lockedLicence(trx, application, now);
  const expiredAt = extendedExpiry(licence.expiredAt, now, monthsOf(application.duration));
  await decisionRepository(trx).setExpiredAt(licence.id, expiredAt, now);
  return { change: 'renewed', licenceNo: licence.licenceNo, expiredAt };
}

async function unbindLicence(trx: Db, application: ApplymentRow, now: number): Promise<ChangeValues> {
  const licence = await lockedLicence(trx, application, now);
  // The licence may have been unbound, or spent its unbinds, since the request: then nothing is decided.
  if (licence.deviceId === null) throw AppError.of('LICENCE_NOT_BOUND');
  if (!(await licencesRepository(trx).unbind(licence.id, UNBIND_LIMIT_PER_LICENCE, now)))
    throw AppError.of('UNBIND_LIMIT');
  return {
    change: 'unbound',
    licenceNo: licence.licenceNo,
    deviceId: licence.deviceId,
    unbindsLeft: UNBIND_LIMIT_PER_LICENCE - licence.unbindCount - 1,
  };
}

async function approveCompany(trx: Db, application: ApplymentRow, now: number): Promise<ChangeValues> {
  const enterprise = readPayload(application.payload).enterprise;
  const submitted = typeof enterprise === 'object' && enterprise !== null ? enterprise : {};
  const company = text(submitted as Record<string, unknown>, 'company') ?? '';
  const decisions = decisionRepository(trx);
  await decisions.approveEnterprise(application.userId, submitted, company, now);

  // The trial extension is once per account; an account without a trial licence keeps its claim.
  const trialId = await decisions.trialLicenceId(application.userId);
  if (
    !trialId ||
    !(await rewardsRepository(trx).claim(application.userId, REWARD_KINDS.companyApproval, now))
  )
    return { change: 'companyApproved' };
  const trial = await decisions.lockLicence(trialId, now);
  if (!trial) throw new Error(`trial licence ${trialId} vanished inside its lock`);
  const expiredAt = extendedExpiry(trial.expiredAt, now, COMPANY_APPROVAL_TRIAL_MONTHS);
  await decisions.setExpiredAt(trial.id, expiredAt, now);
  return {
    change: 'companyApprovedTrialExtended',
    trialLicenceNo: trial.licenceNo,
    trialMonths: COMPANY_APPROVAL_TRIAL_MONTHS,
    expiredAt,
  };
}

/**
 * Carries out a passed application inside its decision's transaction (the applicant's account locked
 * first): a new licence, a renewal, an unbind, or the company-info approval with its trial extension.
 * Answers what changed, for the applicant's message.
 */
export function applyPassedApplication(
  trx: Db,
  application: ApplymentRow,
  now: number,
): Promise<ChangeValues> {
  switch (application.type) {
    case LICENCE_TYPES.newLicence:
      return issueLicence(trx, application, now);
    case LICENCE_TYPES.renew:
      return renewLicence(trx, application, now);
    case LICENCE_TYPES.unbind:
      return unbindLicence(trx, application, now);
    case LICENCE_TYPES.enterpriseInfoAudit:
      return approveCompany(trx, application, now);
    default:
      throw new Error(`application ${application.id} has unknown type ${application.type}`);
  }
}
