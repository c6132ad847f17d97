import {
  hasOfflineLicence,
  OFFLINE_LICENCE_FORMAT,
  offlineLicenceFileText,
  offlineLicencePayloadText,
} from '@fleetkey/contract';
import { sign } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors/app-error';
import { userLogsRepository } from '../user-logs/user-logs.repository';
import { usersRepository } from '../users/users.repository';
import { isExpired } from './licence-view';
import { licencesRepository } from './licences.repository';
import type { LicenceActor } from './licences.service';
import type { licenceSigningKeys } from './signing-keys';

/** A signed offline licence file, ready to send. */
export interface OfflineLicenceFile {
  fileName: string;
  text: string;
}

/**
 * Issues offline licence files (format in the contract's offline-licence.ts): for users of level ≥ 5, of
 * their own licence while it is bound and not expired, signed with the active Ed25519 key.
 */
export function offlineLicences(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  keys: ReturnType<typeof licenceSigningKeys>,
) {
  return {
    async issue({ userId, ip }: LicenceActor, licenceId: string): Promise<OfflineLicenceFile> {
      const now = clock.now();
      const user = await usersRepository(db).findById(userId);
      if (!user) throw AppError.of('UNAUTHORIZED');
      if (!hasOfflineLicence(user.level)) throw AppError.of('LEVEL_TOO_LOW');
      const licence = await licencesRepository(db).findOwn(licenceId, userId);
      if (!licence) throw AppError.of('NOT_FOUND');
      if (licence.deviceId === null) throw AppError.of('LICENCE_NOT_BOUND');
      if (isExpired(licence, now)) throw AppError.of('LICENCE_EXPIRED');

      const key = await keys.active();
      const payload = offlineLicencePayloadText({
        format: OFFLINE_LICENCE_FORMAT,
        keyId: key.keyId,
        licenceId: licence.id,
        licenceNo: licence.licenceNo,
        deviceId: licence.deviceId,
        edition: String(licence.edition),
        issuedAt: new Date(now).toISOString(),
        expiresAt: new Date(licence.expiredAt).toISOString(),
      });
      // Ed25519 signs the message itself (no separate digest), hence the null algorithm.
      const signature = sign(null, Buffer.from(payload, 'utf8'), key.privateKey).toString('base64');
      await userLogsRepository(db).insert({
        userId,
        ip,
        content: `downloaded the offline licence of ${licence.licenceNo} for device ${licence.deviceId}`,
        text: {
          key: 'downloadedOfflineLicence',
          params: { licenceNo: licence.licenceNo, deviceId: licence.deviceId },
        },
        createdAt: now,
      });
      return {
        fileName: `licence-${licence.licenceNo}.lic`,
        text: offlineLicenceFileText(payload, signature),
      };
    },
  };
}
