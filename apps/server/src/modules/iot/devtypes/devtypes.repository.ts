import type { DeviceTypeListQuery, Point } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { listPage, type ListPage } from '../../../db/paging';
import type { DeviceTypesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A stored device type (sections as JSON text). */
export type DeviceTypeRow = Selectable<DeviceTypesTable>;
/** A device type as lists read it. */
export interface DeviceTypeListRow {
  devtype: string;
  comment: string;
  mode: string;
  retentionPeriods: string;
  createdAt: number;
  updatedAt: number;
  deviceCount: number;
}

/** Queries on device types and their much_data topics; every call is scoped to one user. */
export function devtypesRepository(db: Db) {
  return {
    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('deviceTypes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find(userId: string, devtype: string): Promise<DeviceTypeRow | undefined> {
      return db
        .selectFrom('deviceTypes')
        .selectAll()
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .executeTakeFirst();
    },

    /**
     * A page of the owner's types with their device counts, newest first unless told; a sub-user's counts
     * are of the devices in its scope only.
     */
    list(scope: DeviceScope, query: DeviceTypeListQuery): Promise<ListPage<DeviceTypeListRow>> {
      let select = db
        .selectFrom('deviceTypes as t')
        .select(['t.devtype', 't.comment', 't.mode', 't.retentionPeriods', 't.createdAt', 't.updatedAt'])
        .select((eb) =>
          eb
            .selectFrom('devices')
            .select(eb.fn.countAll<number>().as('n'))
            .where((inner) => deviceInScope(inner, scope))
            .whereRef('devices.devtype', '=', 't.devtype')
            .as('deviceCount'),
        )
        .$narrowType<{ deviceCount: number }>()
        .where('t.userId', '=', scope.ownerId);
      const { search, filter } = query;
      if (filter.devtype) select = select.where('t.devtype', '=', filter.devtype);
      if (search) {
        select = select.where((eb) =>
          eb.or([containsText('t.devtype', search), containsText('t.comment', search)]),
        );
      }
      return listPage(select, query, 't.createdAt', 't.devtype');
    },

    /** What the ingest and the command calls check against: mode, data points, commands, events (JSON). */
    model(userId: string, devtype: string) {
      return db
        .selectFrom('deviceTypes')
        .select(['mode', 'data', 'commands', 'warnings', 'errors', 'logs'])
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .executeTakeFirst();
    },

    /** Whose device this is, or undefined for an unknown id (device ids are unique across users). */
    async deviceOwner(devid: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('devices')
        .select('userId')
        .where('devid', '=', devid)
        .executeTakeFirst();
      return row?.userId;
    },

    async insert(row: Insertable<DeviceTypesTable>): Promise<void> {
      await db.insertInto('deviceTypes').values(row).execute();
    },

    /** Changes a type; false when the user has no such type. */
    async update(userId: string, devtype: string, set: Updateable<DeviceTypesTable>): Promise<boolean> {
      const result = await db
        .updateTable('deviceTypes')
        .set(set)
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Which of the names are the user's types. */
    async existing(userId: string, devtypes: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('deviceTypes')
        .select('devtype')
        .where('userId', '=', userId)
        .where('devtype', 'in', devtypes)
        .execute();
      return rows.map((r) => r.devtype);
    },

    /** Which of the user's types have at least one device. */
    async withDevices(userId: string, devtypes: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('devices')
        .select('devtype')
        .distinct()
        .where('userId', '=', userId)
        .where('devtype', 'in', devtypes)
        .execute();
      return rows.map((r) => r.devtype);
    },

    /** How many devices of the type the scope reaches. */
    async deviceCount(scope: DeviceScope, devtype: string): Promise<number> {
      const row = await db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => deviceInScope(eb, scope))
        .where('devtype', '=', devtype)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteMany(userId: string, devtypes: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('deviceTypes')
        .where('userId', '=', userId)
        .where('devtype', 'in', devtypes)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The much_data topics of a type, by name. */
    async topics(userId: string, devtype: string): Promise<Record<string, Point[]>> {
      const rows = await db
        .selectFrom('deviceTypeTopics')
        .select(['topic', 'points'])
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .orderBy('topic')
        .execute();
      // Written only from validated point lists.
      return Object.fromEntries(rows.map((r) => [r.topic, JSON.parse(r.points) as Point[]]));
    },

    /** Sets one topic's points, adding the topic when new. */
    async putTopic(userId: string, devtype: string, topic: string, points: Point[], now: number) {
      const json = JSON.stringify(points);
      await db
        .insertInto('deviceTypeTopics')
        .values({ userId, devtype, topic, points: json, updatedAt: now })
        .onConflict((oc) =>
          oc.columns(['userId', 'devtype', 'topic']).doUpdateSet({ points: json, updatedAt: now }),
        )
        .execute();
    },

    /** Replaces all topics of a type. */
    async replaceTopics(userId: string, devtype: string, topics: Record<string, Point[]>, now: number) {
      await db
        .deleteFrom('deviceTypeTopics')
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .execute();
      const rows = Object.entries(topics).map(([topic, points]) => ({
        userId,
        devtype,
        topic,
        points: JSON.stringify(points),
        updatedAt: now,
      }));
      if (rows.length > 0) await db.insertInto('deviceTypeTopics').values(rows).execute();
    },

    /** Removes one topic; false when the type had no such topic. */
    async deleteTopic(userId: string, devtype: string, topic: string): Promise<boolean> {
      const result = await db
        .deleteFrom('deviceTypeTopics')
        .where('userId', '=', userId)
        .where('devtype', '=', devtype)
        .where('topic', '=', topic)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** The device type queries over one connection or transaction. */
export type DevtypesRepository = ReturnType<typeof devtypesRepository>;
