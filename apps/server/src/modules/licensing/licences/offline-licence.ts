import {
  hasOfflineLicence,
  OFFLINE_LICENCE_FORMAT,
  offlineLicenceFileText,
  offlineLicencePayloadText,
  offlineRevocationsPayloadText,
} from '@fleetkey/contract';
import { randomUUID, sign } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { userLogsRepository } from '../../accounts/user-logs/user-logs.repository';
import { usersRepository } from '../../accounts/users/users.repository';
import { canonicalCdkey } from './licence-keys';
import { isExpired } from './licence-view';
import type { LicenceRow } from './licence-view';
import { licencesRepository } from './licences.repository';
import type { LicenceActor } from './licences.service';
import { offlineFilesRepository } from './offline-files.repository';
import type { licenceSigningKeys } from './signing-keys';

const DAY_MS = 86_400_000;

/** A signed offline licence file, ready to send. */
export interface OfflineLicenceFile {
  fileName: string;
  text: string;
}

/**
 * Offline licence files (format in the contract's offline-licence.ts), signed with the active Ed25519
 * key: issued to users of level ≥ 5 for their own licence while it is bound and not expired, renewed by
 * the device itself with its licence key, each with a lease; and the signed list of revoked files.
 */
export function offlineLicences(
  { db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>,
  keys: ReturnType<typeof licenceSigningKeys>,
) {
  const leaseMs = config.offlineLicenceLeaseDays * DAY_MS;

  /** A new file for a bound, unexpired licence: recorded (so an unbind can revoke it), then signed. */
  async function fileOf(
    licence: LicenceRow & { deviceId: string },
    now: number,
  ): Promise<OfflineLicenceFile> {
    const key = await keys.active();
    const fileId = randomUUID();
    const expiresAt = Math.min(now + leaseMs, licence.expiredAt);
    const payload = offlineLicencePayloadText({
      format: OFFLINE_LICENCE_FORMAT,
      keyId: key.keyId,
      fileId,
      licenceId: licence.id,
      licenceNo: licence.licenceNo,
      deviceId: licence.deviceId,
      edition: String(licence.edition),
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    });
    await offlineFilesRepository(db).insert({
      fileId,
      licenceId: licence.id,
      deviceId: licence.deviceId,
      issuedAt: now,
      expiresAt,
      revokedAt: null,
    });
    // Ed25519 signs the message itself (no separate digest), hence the null algorithm.
    const signature = sign(null, Buffer.from(payload, 'utf8'), key.privateKey).toString('base64');
    return { fileName: `licence-${licence.licenceNo}.lic`, text: offlineLicenceFileText(payload, signature) };
  }

  const boundAndRunning = (licence: LicenceRow, now: number): licence is LicenceRow & { deviceId: string } =>
    licence.deviceId !== null && !isExpired(licence, now);

  return {
    async issue({ userId, ip }: LicenceActor, licenceId: string): Promise<OfflineLicenceFile> {
      const now = clock.now();
      const user = await usersRepository(db).findById(userId);
      if (!user) throw AppError.of('UNAUTHORIZED');
      if (!hasOfflineLicence(user.level)) throw AppError.of('LEVEL_TOO_LOW');
      const licence = await licencesRepository(db).findOwn(licenceId, userId);
      if (!licence) throw AppError.of('NOT_FOUND');
      if (licence.deviceId === null) throw AppError.of('LICENCE_NOT_BOUND');
      if (!boundAndRunning(licence, now)) throw AppError.of('LICENCE_EXPIRED');
      const file = await fileOf(licence, now);
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
      return file;
    },

    /**
     * POST /licences/offline/renew: a device online renews its lease with its licence key. One refusal for
     * every reason (unknown key, unbound, another device, expired), so the call tells nothing about a key.
     */
    async renew(licenceKey: string, deviceId: string): Promise<OfflineLicenceFile> {
      const now = clock.now();
      const licence = await licencesRepository(db).findByCdkey(canonicalCdkey(licenceKey));
      if (!licence || !boundAndRunning(licence, now) || licence.deviceId !== deviceId)
        throw AppError.of('OFFLINE_RENEW_REFUSED');
      return fileOf(licence, now);
    },

    /** The signed revocation list: every revoked file whose lease has not ended. */
    async revocations(): Promise<string> {
      const now = clock.now();
      const rows = await offlineFilesRepository(db).revokedInLease(now);
      const key = await keys.active();
      const payload = offlineRevocationsPayloadText({
        keyId: key.keyId,
        issuedAt: new Date(now).toISOString(),
        revoked: rows.map((row) => ({
          fileId: row.fileId,
          expiresAt: new Date(row.expiresAt).toISOString(),
        })),
      });
      const signature = sign(null, Buffer.from(payload, 'utf8'), key.privateKey).toString('base64');
      return offlineLicenceFileText(payload, signature);
    },
  };
}
