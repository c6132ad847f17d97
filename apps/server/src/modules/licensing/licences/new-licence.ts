import { addMonthsUtc, durationMonths } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { LicencesTable } from '../../../db/schema';
import { newCdkey, newLicenceNo } from './licence-keys';

/** What a new licence is: for whom, which edition, which duration code, and its descriptive fields. */
export interface NewLicence {
  userId: string;
  edition: number;
  /** 1 → 3 months, 2 → 6 months, 3 → 1 year. */
  duration: number;
  name?: string;
  industry?: string;
  office?: string;
}

/** The row of a new, unbound licence starting at `now`, with a fresh number and key. */
export function newLicenceRow(licence: NewLicence, now: number): Insertable<LicencesTable> {
  const months = durationMonths(licence.duration);
  if (months === undefined) throw new Error(`no licence period for duration ${licence.duration}`);
  return {
    id: randomUUID(),
    licenceNo: newLicenceNo(now),
    cdkey: newCdkey(),
    userId: licence.userId,
    edition: licence.edition,
    duration: licence.duration,
    name: licence.name ?? '',
    industry: licence.industry ?? '',
    office: licence.office ?? '',
    startsAt: now,
    expiredAt: addMonthsUtc(new Date(now), months).getTime(),
    createdAt: now,
    updatedAt: now,
  };
}
