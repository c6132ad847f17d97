import type { LicenceUseStatus } from '@fleetkey/contract';
import { sql, type Insertable } from 'kysely';
import { preparedFirst } from '../../../db/engine';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { LicencesTable } from '../../../db/schema';
import type { LicenceRow } from './licence-view';

/** The device a licence is bound to. */
export interface Device {
  deviceId: string;
  deviceName: string;
}

/** Licence queries. Writes that must not race are conditional: they answer whether they happened. */
export function licencesRepository(db: Db) {
  const own = (id: string, userId: string) =>
    db.selectFrom('licences').selectAll().where('id', '=', id).where('userId', '=', userId);

  return {
    async insert(row: Insertable<LicencesTable>): Promise<void> {
      await db.insertInto('licences').values(row).execute();
    },

    /** A page of the user's licences, newest first unless told, optionally of one use status at `now`. */
    list(
      userId: string,
      window: ListWindow & { useStatus?: LicenceUseStatus | undefined },
      now: number,
    ): Promise<ListPage<LicenceRow>> {
      let query = db.selectFrom('licences').selectAll().where('userId', '=', userId);
      // The same boundary as licenceUseStatus: expired only once expiredAt is before now.
      if (window.useStatus === 'expired') query = query.where('expiredAt', '<', now);
      else if (window.useStatus) {
        query = query
          .where('expiredAt', '>=', now)
          .where('deviceId', window.useStatus === 'inUse' ? 'is not' : 'is', null);
      }
      return listPage(query, window, 'createdAt', 'id');
    },

    /** The licence if it belongs to the user; another user's licence is as absent as a missing one. */
    findOwn(id: string, userId: string): Promise<LicenceRow | undefined> {
      return own(id, userId).executeTakeFirst();
    },

    /** The licence of a (canonical) key, for the device's own calls. */
    findByCdkey(cdkey: string): Promise<LicenceRow | undefined> {
      return db.selectFrom('licences').selectAll().where('cdkey', '=', cdkey).executeTakeFirst();
    },

    /** How many of the user's licences are bound to a device (each device holds at most one of them). */
    async countBound(userId: string): Promise<number> {
      const row = await db
        .selectFrom('licences')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('userId', '=', userId)
        .where('deviceId', 'is not', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Whether another of the user's licences is bound to this device. */
    async deviceTaken(userId: string, deviceId: string): Promise<boolean> {
      return exists(db.selectFrom('licences').where('userId', '=', userId).where('deviceId', '=', deviceId));
    },

    /** Binds the licence if it is still unbound. */
    async bind(id: string, device: Device, now: number): Promise<boolean> {
      return updateRowById(db, 'licences', (eb) => eb('deviceId', 'is', null), id, {
        ...device,
        boundAt: now,
        updatedAt: now,
      });
    },

    /** Unbinds the licence if it is bound and below the unbind limit, counting the unbind. */
    async unbind(id: string, limit: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('licences')
        .set((eb) => ({
          deviceId: null,
          deviceName: null,
          boundAt: null,
          unbindCount: eb('unbindCount', '+', 1),
          updatedAt: now,
        }))
        .where('id', '=', id)
        .where('deviceId', 'is not', null)
        .where('unbindCount', '<', limit)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Moves the expiry from `from` to `to`, only if it is still `from`: when two server nodes extend the
     * same licence at once, the second finds the expiry already moved and changes nothing.
     */
    async moveExpiry(id: string, from: number, to: number, now: number): Promise<boolean> {
      return updateRowById(db, 'licences', (eb) => eb('expiredAt', '=', from), id, {
        expiredAt: to,
        updatedAt: now,
      });
    },
  };
}

/** What /licences/validate needs of a licence. */
export type ValidatedLicence = Pick<LicenceRow, 'deviceId' | 'expiredAt' | 'edition'>;

/**
 * The lookup of /licences/validate: one query on the unique cdkey index, built and compiled once and
 * kept prepared, so the hot path only binds the key. Plain sql aliases keep the row's names camelCase
 * on both engines without the camel-case plugin's per-row work.
 */
export function licenceByCdkey(db: Db): (cdkey: string) => Promise<ValidatedLicence | undefined> {
  const compiled = sql<ValidatedLicence>`select device_id as "deviceId", expired_at as "expiredAt", edition
    from licences where cdkey = ${''}`.compile(db);
  const first = preparedFirst<ValidatedLicence>(db, compiled);
  return (cdkey) => first([cdkey]);
}
