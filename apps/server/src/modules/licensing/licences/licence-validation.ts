import type { Edition, LicenceValidation, LicenceValidateRequest } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { canonicalCdkey } from './licence-keys';
import { licenceLookupCache } from './licence-lookup-cache';
import { isExpired } from './licence-view';
import type { ValidatedLicence } from './licences.repository';
import { rateWindow } from './rate-window';

const MINUTE_MS = 60_000;
// The one answer that carries nothing of the licence is shared, not built per request.
const NOT_FOUND: LicenceValidation = Object.freeze({ valid: false, code: 'NOT_FOUND' });

/** The verdict, or a number: the seconds the caller must wait (rate limited). */
export type Verdict = LicenceValidation | number;

/**
 * Licence validation for devices (POST /v1/licences/validate): one lookup by key (a cached row, else one
 * indexed read), then the verdict — NOT_FOUND, EXPIRED (after expiredAt, as the use status), NOT_BOUND,
 * DEVICE_MISMATCH or VALID. Limited per client IP first, then per key, so one address guessing keys
 * cannot fill the key counter. A cached row answers synchronously: no promise, no extra turn of the
 * event loop on the hot path.
 */
export function licenceValidator({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const findLicence = licenceLookupCache(db);
  const perIp = rateWindow(config.licenceValidateRate.perIpPerMinute, MINUTE_MS);
  const perKey = rateWindow(config.licenceValidateRate.perKeyPerMinute, MINUTE_MS);

  return (ip: string, { licenceKey, deviceId }: LicenceValidateRequest): Verdict | Promise<Verdict> => {
    const now = clock.now();
    const wait = perIp.hit(ip, now) || perKey.hit(licenceKey, now);
    if (wait > 0) return wait;
    const licence = findLicence(canonicalCdkey(licenceKey), now);
    return licence instanceof Promise
      ? licence.then((row) => verdictOf(row, deviceId, now))
      : verdictOf(licence, deviceId, now);
  };
}

// Expiry is judged here at `now`, never cached: a cached row still expires on the millisecond.
function verdictOf(licence: ValidatedLicence | undefined, deviceId: string, now: number): LicenceValidation {
  if (!licence) return NOT_FOUND;
  const { expiredAt } = licence;
  // Only contract editions are ever written.
  const edition = licence.edition as Edition;
  // A refusal says why, never what the licence holds: its expiry and edition are for the device it runs.
  if (isExpired(licence, now)) return { valid: false, code: 'EXPIRED' };
  if (licence.deviceId === null) return { valid: false, code: 'NOT_BOUND' };
  if (licence.deviceId !== deviceId) return { valid: false, code: 'DEVICE_MISMATCH' };
  return { valid: true, code: 'VALID', expiredAt, edition };
}
