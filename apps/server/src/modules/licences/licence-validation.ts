import type { Edition, LicenceValidation, LicenceValidateRequest } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { isExpired } from './licence-view';
import { licenceByCdkey } from './licences.repository';
import { rateWindow } from './rate-window';

const MINUTE_MS = 60_000;
// The one answer that carries nothing of the licence is shared, not built per request.
const NOT_FOUND: LicenceValidation = Object.freeze({ valid: false, code: 'NOT_FOUND' });

/**
 * Licence validation for devices (POST /v1/licences/validate): one indexed lookup by key, then the
 * verdict — NOT_FOUND, EXPIRED (after expiredAt, as the use status), NOT_BOUND, DEVICE_MISMATCH or VALID.
 * Limited per client IP first, then per key, so one address guessing keys cannot fill the key counter.
 */
export function licenceValidator({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const findLicence = licenceByCdkey(db);
  const perIp = rateWindow(config.licenceValidateRate.perIpPerMinute, MINUTE_MS);
  const perKey = rateWindow(config.licenceValidateRate.perKeyPerMinute, MINUTE_MS);

  /** The verdict, or a number: the seconds the caller must wait (rate limited). */
  return async (
    ip: string,
    { licenceKey, deviceId }: LicenceValidateRequest,
  ): Promise<LicenceValidation | number> => {
    const now = clock.now();
    const wait = perIp.hit(ip, now) || perKey.hit(licenceKey, now);
    if (wait > 0) return wait;
    const licence = await findLicence(licenceKey);
    if (!licence) return NOT_FOUND;
    const { expiredAt } = licence;
    // Only contract editions are ever written.
    const edition = licence.edition as Edition;
    if (isExpired(licence, now)) return { valid: false, code: 'EXPIRED', expiredAt, edition };
    if (licence.deviceId === null) return { valid: false, code: 'NOT_BOUND', expiredAt, edition };
    if (licence.deviceId !== deviceId) return { valid: false, code: 'DEVICE_MISMATCH', expiredAt, edition };
    return { valid: true, code: 'VALID', expiredAt, edition };
  };
}
