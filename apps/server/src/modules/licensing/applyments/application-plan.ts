import { LICENCE_TYPES, UNBIND_LIMIT_PER_LICENCE, type ApplymentCreate } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { licencesRepository } from '../licences/licences.repository';

/** What an application stores, once its licence (if any) has been checked. */
export interface ApplicationPlan {
  licenceId: string | null;
  duration: number | null;
  edition: number | null;
  payload: Record<string, unknown>;
  /**
   * Unique while pending, so a second identical request is refused by the database itself: the licence
   * for a renewal or an unbind, the account for a company-info audit, the account and the licence name
   * for a new licence (a double submit; differently named licences may be requested side by side).
   */
  pendingKey: string;
}

/**
 * Checks an application against the user's licences and says what to store. A licence named by a renewal
 * or an unbind must be the user's (404 otherwise); an unbind needs a bound licence below the unbind limit.
 */
export async function planApplication(
  db: Db,
  userId: string,
  request: ApplymentCreate,
): Promise<ApplicationPlan> {
  switch (request.type) {
    case LICENCE_TYPES.newLicence: {
      const { duration, edition, ...payload } = request;
      return {
        licenceId: null,
        duration,
        edition,
        payload: { name: payload.name, industry: payload.industry, office: payload.office },
        pendingKey: `new:${userId}:${payload.name}`,
      };
    }
    case LICENCE_TYPES.renew: {
      const licence = await licencesRepository(db).findOwn(request.licenceId, userId);
      if (!licence) throw AppError.of('NOT_FOUND');
      return {
        licenceId: licence.id,
        duration: request.duration,
        edition: null,
        payload: { licenceNo: licence.licenceNo },
        pendingKey: `renew:${licence.id}`,
      };
    }
    case LICENCE_TYPES.unbind: {
      const licence = await licencesRepository(db).findOwn(request.licenceId, userId);
      if (!licence) throw AppError.of('NOT_FOUND');
      if (licence.deviceId === null) throw AppError.of('LICENCE_NOT_BOUND');
      if (licence.unbindCount >= UNBIND_LIMIT_PER_LICENCE) throw AppError.of('UNBIND_LIMIT');
      return {
        licenceId: licence.id,
        duration: null,
        edition: null,
        payload: { licenceNo: licence.licenceNo, deviceId: licence.deviceId, deviceName: licence.deviceName },
        pendingKey: `unbind:${licence.id}`,
      };
    }
    case LICENCE_TYPES.enterpriseInfoAudit:
      return {
        licenceId: null,
        duration: null,
        edition: null,
        payload: { enterprise: request.enterprise },
        pendingKey: `audit:${userId}`,
      };
  }
}
