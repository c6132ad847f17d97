import type { DeviceStatus } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';

/** A device's new status and, when it came or went, when. */
export interface PresenceChange {
  devid: string;
  status: DeviceStatus;
  onlineAt: number | undefined;
  offlineAt: number | undefined;
}

/** Writes of the one stored device status (contract device-status.ts) and its online/offline times. */
export function presenceRepository(db: Db) {
  return {
    async apply(changes: readonly PresenceChange[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const change of changes) {
          await trx
            .updateTable('devices')
            .set({
              status: change.status,
              ...(change.onlineAt === undefined ? {} : { lastOnlineAt: change.onlineAt }),
              ...(change.offlineAt === undefined ? {} : { lastOfflineAt: change.offlineAt }),
            })
            .where('devid', '=', change.devid)
            .execute();
        }
      });
    },

    /** After the embedded broker starts no device can be connected to it: all are offline. */
    async allOffline(now: number): Promise<void> {
      await db
        .updateTable('devices')
        .set({ status: 'offline', lastOfflineAt: now })
        .where('status', '<>', 'offline')
        .execute();
    },
  };
}
