import {
  hasOfflineLicence,
  NORMAL_USER_MAX_DEVICES,
  UNBIND_LIMIT_PER_LICENCE,
  type LicenceOwner,
  type LicenceUseStatus,
  type LicenceView,
  type ListResult,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { userLogsRepository } from '../../accounts/user-logs/user-logs.repository';
import { usersRepository } from '../../accounts/users/users.repository';
import { offlineFilesRepository } from './offline-files.repository';
import { lockAccount } from './account-lock.repository';
import { grantFirstBindBonus } from './first-bind-reward';
import { userToLicenceOwner } from './licence-owner';
import { isExpired, licenceToView } from './licence-view';
import { licencesRepository, type Device } from './licences.repository';

/** Who acts on their licences, and from where (for their log). */
export interface LicenceActor {
  userId: string;
  ip: string;
}

/** The users' licences: lists, the info panel, binding and unbinding devices, the cd-key. */
export function licencesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const licences = licencesRepository(db);

  async function page(
    userId: string,
    window: ListWindow & { useStatus?: LicenceUseStatus | undefined },
  ): Promise<ListResult<LicenceView> & { count?: number }> {
    const now = clock.now();
    const found = await licences.list(userId, window, now);
    return { ...found, result: found.result.map((row) => licenceToView(row, now)) };
  }

  async function ownLicence(licenceId: string, userId: string) {
    const licence = await licences.findOwn(licenceId, userId);
    if (!licence) throw AppError.of('NOT_FOUND');
    return licence;
  }

  return {
    list: page,

    /** The licence/user info panel of a user: who they are and a page of their licences. */
    async panel(
      userId: string,
      window: ListWindow,
    ): Promise<ListResult<LicenceView> & { owner: LicenceOwner }> {
      const owner = await usersRepository(db).findById(userId);
      if (!owner) throw AppError.of('NOT_FOUND');
      return { owner: userToLicenceOwner(owner), ...(await page(userId, window)) };
    },

    async cdkey(userId: string, licenceId: string): Promise<{ cdkey: string }> {
      return { cdkey: (await ownLicence(licenceId, userId)).cdkey };
    },

    /**
     * Binds the user's licence to a device. The user's row is locked first, so one user's concurrent
     * binds run one at a time and the device count each sees includes the others'.
     */
    async bind({ userId, ip }: LicenceActor, licenceId: string, device: Device): Promise<LicenceView> {
      const now = clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          const account = await lockAccount(trx, userId);
          if (!account) throw AppError.of('UNAUTHORIZED');
          const repository = licencesRepository(trx);
          const licence = await repository.findOwn(licenceId, userId);
          if (!licence) throw AppError.of('NOT_FOUND');
          if (isExpired(licence, now)) throw AppError.of('LICENCE_EXPIRED');
          if (licence.deviceId !== null) throw AppError.of('LICENCE_ALREADY_BOUND');
          if (await repository.deviceTaken(userId, device.deviceId))
            throw AppError.of('DEVICE_ALREADY_BOUND');
          if (
            !hasOfflineLicence(account.level) &&
            (await repository.countBound(userId)) >= NORMAL_USER_MAX_DEVICES
          )
            throw AppError.of('LICENCE_DEVICE_LIMIT');
          if (!(await repository.bind(licence.id, device, now))) throw AppError.of('LICENCE_ALREADY_BOUND');
          await grantFirstBindBonus(trx, licence, now);
          await userLogsRepository(trx).insert({
            userId,
            ip,
            content: `bound licence ${licence.licenceNo} to device ${device.deviceId} (${device.deviceName})`,
            text: {
              key: 'boundLicence',
              params: {
                licenceNo: licence.licenceNo,
                deviceId: device.deviceId,
                deviceName: device.deviceName,
              },
            },
            createdAt: now,
          });
        });
      } catch (error) {
        // The unique index (user, device) is the last word if a bind slipped past the check above.
        if (isUniqueViolation(error)) throw AppError.of('DEVICE_ALREADY_BOUND');
        throw error;
      }
      return licenceToView(await ownLicence(licenceId, userId), now);
    },

    /**
     * Unbinds the user's licence at once — level ≥ 5 only (licence-portal.md §1: blocked below 5; those
     * users apply for an unbind instead). Each licence allows UNBIND_LIMIT_PER_LICENCE unbinds.
     */
    async unbind({ userId, ip }: LicenceActor, licenceId: string): Promise<LicenceView> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const account = await lockAccount(trx, userId);
        if (!account) throw AppError.of('UNAUTHORIZED');
        if (!hasOfflineLicence(account.level)) throw AppError.of('LEVEL_TOO_LOW');
        const repository = licencesRepository(trx);
        const licence = await repository.findOwn(licenceId, userId);
        if (!licence) throw AppError.of('NOT_FOUND');
        if (licence.deviceId === null) throw AppError.of('LICENCE_NOT_BOUND');
        if (licence.unbindCount >= UNBIND_LIMIT_PER_LICENCE) throw AppError.of('UNBIND_LIMIT');
        if (!(await repository.unbind(licence.id, UNBIND_LIMIT_PER_LICENCE, now)))
          throw AppError.of('LICENCE_NOT_BOUND');
        // The files of the old device stop with it: the revocation list names them from now on.
        await offlineFilesRepository(trx).revokeOf(licence.id, now);
        await userLogsRepository(trx).insert({
          userId,
          ip,
          content: `unbound licence ${licence.licenceNo} from device ${licence.deviceId}`,
          text: {
            key: 'unboundLicence',
            params: { licenceNo: licence.licenceNo, deviceId: licence.deviceId },
          },
          createdAt: now,
        });
      });
      return licenceToView(await ownLicence(licenceId, userId), now);
    },
  };
}
