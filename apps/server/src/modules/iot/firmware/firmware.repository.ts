import { versionKey } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { FirmwaresTable } from '../../../db/schema';

/** A stored firmware version. */
export type FirmwareRow = Selectable<FirmwaresTable>;
/** A firmware version with the rollouts still using it. */
export type FirmwareListedRow = FirmwareRow & { activeRollouts: number };

/** Rollout states that still hand out the version's file. */
export const LIVE_ROLLOUT_STATES = ['running', 'paused', 'stopped'] as const;

/** Firmware versions of an owner's device types, and the devices' "new firmware" flag they drive. */
export function firmwareRepository(db: Db) {
  return {
    /** The type's versions, newest version first. */
    list(ownerId: string, devtype: string): Promise<FirmwareListedRow[]> {
      return db
        .selectFrom('firmwares')
        .selectAll('firmwares')
        .select((eb) =>
          eb
            .selectFrom('otaRollouts as r')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('r.firmwareId', '=', 'firmwares.id')
            .where('r.state', 'in', LIVE_ROLLOUT_STATES)
            .as('activeRollouts'),
        )
        .$narrowType<{ activeRollouts: number }>()
        .where('userId', '=', ownerId)
        .where('devtype', '=', devtype)
        .orderBy('versionKey', 'desc')
        .execute();
    },

    find(ownerId: string, devtype: string, version: string): Promise<FirmwareRow | undefined> {
      return db
        .selectFrom('firmwares')
        .selectAll()
        .where('userId', '=', ownerId)
        .where('devtype', '=', devtype)
        .where('version', '=', version)
        .executeTakeFirst();
    },

    byId(id: string): Promise<FirmwareRow | undefined> {
      return db.selectFrom('firmwares').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(trx: Db, row: Insertable<FirmwaresTable>): Promise<void> {
      await trx.insertInto('firmwares').values(row).execute();
    },

    /** Rollouts that may still send the version out (running, paused or stopped short of the end). */
    async liveRollouts(trx: Db, firmwareId: string): Promise<number> {
      const row = await trx
        .selectFrom('otaRollouts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('firmwareId', '=', firmwareId)
        .where('state', 'in', LIVE_ROLLOUT_STATES)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async delete(trx: Db, id: string): Promise<void> {
      await trx.deleteFrom('firmwares').where('id', '=', id).execute();
    },

    /**
     * Sets newfm.isnew of the type's devices: 1 where the owner has a version newer than the one the device
     * reported; a device that never reported its version cannot be compared and stays 0.
     */
    async refreshNewFlags(trx: Db, ownerId: string, devtype: string): Promise<void> {
      await trx
        .updateTable('devices')
        .set((eb) => ({
          newFirmware: eb
            .case()
            .when(
              eb.and([
                eb('devices.firmwareKey', 'is not', null),
                eb.exists(
                  eb
                    .selectFrom('firmwares as f')
                    .select('f.id')
                    .whereRef('f.userId', '=', 'devices.userId')
                    .whereRef('f.devtype', '=', 'devices.devtype')
                    .whereRef('f.versionKey', '>', 'devices.firmwareKey'),
                ),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        }))
        .where('userId', '=', ownerId)
        .where('devtype', '=', devtype)
        .execute();
    },

    /** Records the version a device runs and whether a newer one exists for its type. */
    async deviceRuns(devid: string, version: string): Promise<void> {
      const key = versionKey(version);
      await db
        .updateTable('devices')
        .set((eb) => ({
          firmwareVersion: version,
          firmwareKey: key,
          newFirmware: eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('firmwares as f')
                  .select('f.id')
                  .whereRef('f.userId', '=', 'devices.userId')
                  .whereRef('f.devtype', '=', 'devices.devtype')
                  .where('f.versionKey', '>', key),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        }))
        .where('devid', '=', devid)
        .execute();
    },
  };
}
