import {
  deviceStatusOfTableCode,
  type DeviceCountsQuery,
  type DeviceListQuery,
  type DeviceStatus,
} from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { listPage, type ListPage } from '../../../db/paging';
import type { DevicesTable } from '../../../db/schema';
import { containsText, searchRank } from '../../../db/search';
import { deviceInProject } from '../projects/project-devices';

// Every column but the secret's hash: only the secret calls and the broker's authentication read that.
const VIEW_COLUMNS = [
  'devid',
  'userId',
  'devtype',
  'name',
  'comment',
  'gatewayDevid',
  'status',
  'lastOnlineAt',
  'lastOfflineAt',
  'latitude',
  'longitude',
  'newFirmware',
  'firmwareVersion',
  'createdAt',
  'updatedAt',
] as const;

/** A stored device, without its secret's hash. */
export type DeviceRow = Omit<Selectable<DevicesTable>, 'secretHash' | 'secretUpdatedAt' | 'firmwareKey'>;

// Rows per INSERT: well under SQLite's bound-parameter limit with every column set.
const INSERT_CHUNK = 200;

/** Queries on devices; all but `taken` and `insertMany` reach only the devices of a scope. */
export function devicesRepository(db: Db) {
  return {
    async count(scope: DeviceScope): Promise<number> {
      const row = await db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => deviceInScope(eb, scope))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find(scope: DeviceScope, devid: string): Promise<DeviceRow | undefined> {
      return db
        .selectFrom('devices')
        .select(VIEW_COLUMNS)
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', '=', devid)
        .executeTakeFirst();
    },

    /** The devices of `devids` within the scope, by id: the same order on both engines (PostgreSQL gave any). */
    findMany(scope: DeviceScope, devids: readonly string[]): Promise<DeviceRow[]> {
      return db
        .selectFrom('devices')
        .select(VIEW_COLUMNS)
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', 'in', devids)
        .orderBy('devid')
        .execute();
    },

    /** Which of the ids any user's device already has (ids are global). */
    async taken(devids: readonly string[]): Promise<string[]> {
      const rows = await db.selectFrom('devices').select('devid').where('devid', 'in', devids).execute();
      return rows.map((r) => r.devid);
    },

    /** A page of the user's devices, filtered and searched (name or id), newest first unless told. */
    list(scope: DeviceScope, query: DeviceListQuery): Promise<ListPage<DeviceRow>> {
      let select = db
        .selectFrom('devices')
        .select(VIEW_COLUMNS)
        .where((eb) => deviceInScope(eb, scope));
      const { filter, search } = query;
      if (filter.devtype) select = select.where('devtype', '=', filter.devtype);
      if (filter.status !== undefined)
        select = select.where('status', '=', deviceStatusOfTableCode(filter.status));
      if (filter.gateway) select = select.where('gatewayDevid', '=', filter.gateway);
      if (filter.groupid) {
        const { groupid } = filter;
        select = select.where('devid', 'in', (eb) =>
          eb.selectFrom('deviceGroupMembers').select('devid').where('groupId', '=', groupid),
        );
      }
      if (filter.projectid) {
        const { projectid } = filter;
        select = select.where((eb) => deviceInProject(eb, scope.ownerId, projectid));
      }
      if (search) {
        select = select
          .where((eb) => eb.or([containsText('devid', search), containsText('name', search)]))
          .orderBy(searchRank(['devid', 'name'], search));
      }
      return listPage(select, query, 'createdAt', 'devid');
    },

    /** Every device of the user (of one type when given), oldest first: the download. */
    all(scope: DeviceScope, devtype: string | undefined): Promise<DeviceRow[]> {
      let select = db
        .selectFrom('devices')
        .select(VIEW_COLUMNS)
        .where((eb) => deviceInScope(eb, scope));
      if (devtype) select = select.where('devtype', '=', devtype);
      return select.orderBy('createdAt').orderBy('devid').execute();
    },

    async insertMany(rows: Insertable<DevicesTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await db
          .insertInto('devices')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
    },

    /** Changes a device; false when the user has no such device. */
    async update(scope: DeviceScope, devid: string, set: Updateable<DevicesTable>): Promise<boolean> {
      const result = await db
        .updateTable('devices')
        .set(set)
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', '=', devid)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteMany(scope: DeviceScope, devids: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('devices')
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', 'in', devids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The device's type, secret hash and when the secret was made; undefined when not the user's. */
    secretState(scope: DeviceScope, devid: string) {
      return db
        .selectFrom('devices')
        .select(['devtype', 'secretHash', 'secretUpdatedAt'])
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', '=', devid)
        .executeTakeFirst();
    },

    async setSecretHash(devid: string, secretHash: string, now: number): Promise<void> {
      await db
        .updateTable('devices')
        .set({ secretHash, secretUpdatedAt: now, updatedAt: now })
        .where('devid', '=', devid)
        .execute();
    },

    /** How many of the user's devices (of one type when given) are in each status. */
    async statusCounts(
      scope: DeviceScope,
      { devtype, projectid }: DeviceCountsQuery,
    ): Promise<Record<DeviceStatus, number>> {
      let select = db
        .selectFrom('devices')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where((eb) => deviceInScope(eb, scope))
        .groupBy('status');
      if (devtype) select = select.where('devtype', '=', devtype);
      if (projectid) select = select.where((eb) => deviceInProject(eb, scope.ownerId, projectid));
      const counts: Record<DeviceStatus, number> = { online: 0, offline: 0, faulty: 0 };
      for (const row of await select.execute()) counts[row.status] = Number(row.n);
      return counts;
    },
  };
}
