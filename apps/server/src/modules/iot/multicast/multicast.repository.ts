import type {
  DeviceStatus,
  MulticastListQuery,
  MulticastMembersQuery,
  MulticastResultState,
} from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { deviceInScope, scopeDevids } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type {
  MulticastGroupsTable,
  MulticastLoraTable,
  MulticastSendMembersTable,
  MulticastSendsTable,
} from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored group with its member count (within the scope) and whether it has a LoRa session. */
export type MulticastGroupRow = Selectable<MulticastGroupsTable> & { memberCount: number; hasLora: number };
/** A group's stored LoRa session (keys sealed). */
export type MulticastLoraRow = Selectable<MulticastLoraTable>;
/** A stored send. */
export type MulticastSendRow = Selectable<MulticastSendsTable>;

/** A member as the calls show it. */
export interface MulticastMemberRow {
  devid: string;
  name: string;
  devtype: string;
  status: DeviceStatus;
  addedAt: number;
}

/** A member a command goes to: what reachability and the topic need. */
export interface MulticastTargetRow {
  devid: string;
  devtype: string;
  status: DeviceStatus;
  gatewayDevid: string | null;
}

/** One member's result in a send, read from its recorded command. */
export interface MulticastResultRow {
  devid: string;
  devtype: string;
  commandId: string | null;
  state: string | null;
  reply: string | null;
  repliedAt: number | null;
}

// Groups belong to the main account; a sub-user scoped to device groups sees every group but only the
// members within its scope: the scope is a condition on each member query (db/device-scope.ts).

/** Queries on multicast groups, their members, LoRa sessions and sends. */
export function multicastRepository(db: Db) {
  const groups = (scope: DeviceScope) =>
    db
      .selectFrom('multicastGroups')
      .selectAll('multicastGroups')
      .select((eb) => [
        eb
          .selectFrom('multicastMembers as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.groupId', '=', 'multicastGroups.id')
          .where('m.devid', 'in', scopeDevids(scope))
          .as('memberCount'),
        eb
          .selectFrom('multicastLora as l')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('l.groupId', '=', 'multicastGroups.id')
          .as('hasLora'),
      ])
      .$narrowType<{ memberCount: number; hasLora: number }>()
      .where('multicastGroups.userId', '=', scope.ownerId);

  return {
    /** A page of the owner's groups, newest first unless told. */
    list(scope: DeviceScope, query: MulticastListQuery): Promise<ListPage<MulticastGroupRow>> {
      let select = groups(scope);
      if (query.filter.kind) select = select.where('multicastGroups.kind', '=', query.filter.kind);
      if (query.search) select = select.where(containsText('multicastGroups.name', query.search));
      return listPage(select, query, 'multicastGroups.createdAt', 'multicastGroups.id');
    },

    find(scope: DeviceScope, id: string): Promise<MulticastGroupRow | undefined> {
      return groups(scope).where('multicastGroups.id', '=', id).executeTakeFirst();
    },

    async insert(row: Insertable<MulticastGroupsTable>): Promise<void> {
      await db.insertInto('multicastGroups').values(row).execute();
    },

    /** Changes a group; false when the owner has no such group. */
    update(ownerId: string, id: string, set: Updateable<MulticastGroupsTable>): Promise<boolean> {
      return updateRowById(db, 'multicastGroups', (eb) => eb('userId', '=', ownerId), id, set);
    },

    /** Deletes a group with its members, session and sends; false when the owner has no such group. */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRowById(db, 'multicastGroups', (eb) => eb('userId', '=', ownerId), id);
    },

    // ── Members ──

    /** A page of the group's members within the scope, newest first unless told. */
    members(
      scope: DeviceScope,
      groupId: string,
      query: MulticastMembersQuery,
    ): Promise<ListPage<MulticastMemberRow>> {
      let select = db
        .selectFrom('multicastMembers as m')
        .innerJoin('devices', 'devices.devid', 'm.devid')
        .select(['devices.devid', 'devices.name', 'devices.devtype', 'devices.status', 'm.addedAt'])
        .where('m.groupId', '=', groupId)
        .where((eb) => deviceInScope(eb, scope));
      if (query.search) {
        const search = query.search;
        select = select.where((eb) =>
          eb.or([containsText('devices.devid', search), containsText('devices.name', search)]),
        );
      }
      return listPage(select, query, 'm.addedAt', 'devices.devid');
    },

    /** Every member of the group, whoever may see it (the size limit counts them all). */
    async countAll(groupId: string): Promise<number> {
      const row = await db
        .selectFrom('multicastMembers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('groupId', '=', groupId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Adds members (already-members stay as they are); how many were new. */
    async add(groupId: string, devids: readonly string[], now: number): Promise<number> {
      if (devids.length === 0) return 0;
      const before = await this.countAll(groupId);
      await db
        .insertInto('multicastMembers')
        .values(devids.map((devid) => ({ groupId, devid, addedAt: now })))
        .onConflict((oc) => oc.columns(['groupId', 'devid']).doNothing())
        .execute();
      return (await this.countAll(groupId)) - before;
    },

    /** Takes the devices of the scope out of the group; how many were members. */
    async remove(scope: DeviceScope, groupId: string, devids: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('multicastMembers')
        .where('groupId', '=', groupId)
        .where('devid', 'in', devids)
        .where('devid', 'in', scopeDevids(scope))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The members a command goes to: within the scope, optionally of one type. */
    targets(scope: DeviceScope, groupId: string, devtype?: string): Promise<MulticastTargetRow[]> {
      let select = db
        .selectFrom('multicastMembers as m')
        .innerJoin('devices', 'devices.devid', 'm.devid')
        .select(['devices.devid', 'devices.devtype', 'devices.status', 'devices.gatewayDevid'])
        .where('m.groupId', '=', groupId)
        .where((eb) => deviceInScope(eb, scope));
      if (devtype !== undefined) select = select.where('devices.devtype', '=', devtype);
      return select.orderBy('m.addedAt').orderBy('devices.devid').execute();
    },

    // ── LoRa session ──

    findLora(groupId: string): Promise<MulticastLoraRow | undefined> {
      return db.selectFrom('multicastLora').selectAll().where('groupId', '=', groupId).executeTakeFirst();
    },

    async saveLora(row: Insertable<MulticastLoraTable>): Promise<void> {
      await db
        .insertInto('multicastLora')
        .values(row)
        .onConflict((oc) => oc.column('groupId').doUpdateSet({ ...row }))
        .execute();
    },

    async deleteLora(groupId: string): Promise<boolean> {
      const result = await db.deleteFrom('multicastLora').where('groupId', '=', groupId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Takes the session's frame counter for one downlink and moves it on, in one conditional update: two
     * sends (on any nodes) never take the same counter. Undefined when the group has no session.
     */
    async takeFCnt(groupId: string): Promise<number | undefined> {
      for (;;) {
        const row = await this.findLora(groupId);
        if (!row) return undefined;
        const result = await db
          .updateTable('multicastLora')
          .set({ fCnt: row.fCnt + 1 })
          .where('groupId', '=', groupId)
          .where('fCnt', '=', row.fCnt)
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) return row.fCnt;
      }
    },

    // ── Sends ──

    async insertSend(
      send: Insertable<MulticastSendsTable>,
      members: readonly Insertable<MulticastSendMembersTable>[],
    ): Promise<void> {
      await db.insertInto('multicastSends').values(send).execute();
      if (members.length > 0) await db.insertInto('multicastSendMembers').values(members).execute();
    },

    /** A page of the group's sends, newest first unless told. */
    sends(groupId: string, window: ListWindow): Promise<ListPage<MulticastSendRow>> {
      const select = db.selectFrom('multicastSends').selectAll().where('groupId', '=', groupId);
      return listPage(select, window, 'sentAt', 'id');
    },

    findSend(groupId: string, id: string): Promise<MulticastSendRow | undefined> {
      return db
        .selectFrom('multicastSends')
        .selectAll()
        .where('groupId', '=', groupId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The sends' members within the scope, counted by result state. */
    async counts(
      scope: DeviceScope,
      sendIds: readonly string[],
    ): Promise<{ sendId: string; state: MulticastResultState; n: number }[]> {
      if (sendIds.length === 0) return [];
      const rows = await db
        .selectFrom('multicastSendMembers as sm')
        .leftJoin('deviceCommands as c', 'c.id', 'sm.commandId')
        .select((eb) => ['sm.sendId', 'c.state', eb.fn.countAll<number>().as('n')])
        .where('sm.sendId', 'in', sendIds)
        .where('sm.devid', 'in', scopeDevids(scope))
        .groupBy(['sm.sendId', 'c.state'])
        .execute();
      return rows.map((row) => ({
        sendId: row.sendId,
        state: (row.state ?? 'offline') as MulticastResultState,
        n: Number(row.n),
      }));
    },

    /** Each member's result in a send, within the scope. */
    results(scope: DeviceScope, sendId: string): Promise<MulticastResultRow[]> {
      return db
        .selectFrom('multicastSendMembers as sm')
        .innerJoin('devices', 'devices.devid', 'sm.devid')
        .leftJoin('deviceCommands as c', 'c.id', 'sm.commandId')
        .select(['sm.devid', 'devices.devtype', 'sm.commandId', 'c.state', 'c.reply', 'c.repliedAt'])
        .where('sm.sendId', '=', sendId)
        .where((eb) => deviceInScope(eb, scope))
        .orderBy('sm.devid')
        .execute();
    },
  };
}
