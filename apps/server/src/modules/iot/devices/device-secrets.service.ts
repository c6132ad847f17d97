import type { DeviceSecret, DeviceSecretState } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { serverSecret } from '../../../platform/secret';
import { deviceSecretHash, newDeviceSecret } from './device-secret';
import { devicesRepository } from './devices.repository';
import { ownedDevices } from './owned-devices';

/** Device secrets: whether one is set, and new ones answered once; only their keyed hashes are stored. */
export function deviceSecretsService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  return {
    /** Whether the user's device has a secret and when it was made; 404 for another's or of another type. */
    async state(scope: DeviceScope, devid: string, devtype?: string): Promise<DeviceSecretState> {
      const row = await devicesRepository(db).secretState(scope, devid);
      if (!row || (devtype !== undefined && row.devtype !== devtype)) throw AppError.of('NOT_FOUND');
      return { devid, hasSecret: row.secretHash !== '', updatedAt: row.secretUpdatedAt };
    },

    /**
     * New secrets for the user's devices, all or none (404 with data.devids when some are not the user's);
     * the old secrets stop working at once.
     */
    async renew(scope: DeviceScope, devids: readonly string[], devtype?: string): Promise<DeviceSecret[]> {
      const key = serverSecret(config);
      return db.transaction().execute(async (trx) => {
        const repo = devicesRepository(trx);
        const rows = await ownedDevices(trx, scope, devids, devtype);
        const now = clock.now();
        const made: DeviceSecret[] = [];
        for (const { devid } of rows) {
          const devsecret = newDeviceSecret();
          await repo.setSecretHash(devid, deviceSecretHash(key, devid, devsecret), now);
          made.push({ devid, devsecret });
        }
        return made;
      });
    },
  };
}
