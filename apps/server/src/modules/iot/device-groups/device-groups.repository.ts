import type { DeviceGroupListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { groupInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { listPage, type ListPage } from '../../../db/paging';
import type { DeviceGroupsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A stored group. */
export type DeviceGroupRow = Selectable<DeviceGroupsTable>;
/** A group with its member count. */
export type DeviceGroupCountedRow = DeviceGroupRow & { deviceCount: number };

/** Queries on device groups and their members; groups are those of a scope. */
export function deviceGroupsRepository(db: Db) {
  const counted = () =>
    db
      .selectFrom('deviceGroups')
      .selectAll('deviceGroups')
      .select((eb) =>
        eb
          .selectFrom('deviceGroupMembers as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.groupId', '=', 'deviceGroups.id')
          .as('deviceCount'),
      )
      .$narrowType<{ deviceCount: number }>();

  return {
    /** A page of the user's groups, newest first unless told. */
    list(scope: DeviceScope, query: DeviceGroupListQuery): Promise<ListPage<DeviceGroupCountedRow>> {
      let select = counted().where((eb) => groupInScope(eb, scope));
      const { filter, search } = query;
      if (filter.devid) {
        const { devid } = filter;
        select = select.where('deviceGroups.id', 'in', (eb) =>
          eb.selectFrom('deviceGroupMembers').select('groupId').where('devid', '=', devid),
        );
      }
      if (search) select = select.where(containsText('deviceGroups.name', search));
      return listPage(select, query, 'deviceGroups.createdAt', 'deviceGroups.id');
    },

    find(scope: DeviceScope, id: string): Promise<DeviceGroupCountedRow | undefined> {
      return counted()
        .where((eb) => groupInScope(eb, scope))
        .where('deviceGroups.id', '=', id)
        .executeTakeFirst();
    },

    async insert(row: Insertable<DeviceGroupsTable>): Promise<void> {
      await db.insertInto('deviceGroups').values(row).execute();
    },

    /** Changes a group; false when the user has no such group. */
    update(scope: DeviceScope, id: string, set: Updateable<DeviceGroupsTable>): Promise<boolean> {
      return updateRowById(db, 'deviceGroups', (eb) => groupInScope(eb, scope), id, set);
    },

    /** Deletes a group (its memberships go with it); false when the user has no such group. */
    delete(scope: DeviceScope, id: string): Promise<boolean> {
      return deleteRowById(db, 'deviceGroups', (eb) => groupInScope(eb, scope), id);
    },

    /** The group's members, in the order they were added. */
    async members(groupId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('deviceGroupMembers')
        .select('devid')
        .where('groupId', '=', groupId)
        .orderBy('addedAt')
        .orderBy('devid')
        .execute();
      return rows.map((r) => r.devid);
    },

    /** Adds members; devices already in the group stay as they are. */
    async addMembers(groupId: string, devids: readonly string[], now: number): Promise<void> {
      if (devids.length === 0) return;
      await db
        .insertInto('deviceGroupMembers')
        .values(devids.map((devid) => ({ groupId, devid, addedAt: now })))
        .onConflict((oc) => oc.columns(['groupId', 'devid']).doNothing())
        .execute();
    },

    /** Removes a member; false when the device was not in the group. */
    async removeMember(groupId: string, devid: string): Promise<boolean> {
      const result = await db
        .deleteFrom('deviceGroupMembers')
        .where('groupId', '=', groupId)
        .where('devid', '=', devid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
