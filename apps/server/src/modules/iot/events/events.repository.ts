import type { DeviceEventDeleteQuery, DeviceEventListQuery, DeviceEventType } from '@fleetkey/contract';
import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { Database, DeviceEventsTable } from '../../../db/schema';
import type { EventKind } from '../ingest/declared-events';
import { secondsToMs } from '../telemetry/time-range';

type EventScope = Pick<DeviceEventDeleteQuery, 'filter' | 'starttime' | 'endtime'>;

function inScope(eb: ExpressionBuilder<Database, 'deviceEvents'>, devid: string, scope: EventScope) {
  const conditions = [eb('devid', '=', devid)];
  if (scope.filter.type) conditions.push(eb('type', '=', scope.filter.type));
  if (scope.filter.code) conditions.push(eb('code', '=', scope.filter.code));
  if (scope.starttime !== undefined) conditions.push(eb('time', '>=', secondsToMs(scope.starttime)));
  if (scope.endtime !== undefined) conditions.push(eb('time', '<', secondsToMs(scope.endtime)));
  return eb.and(conditions);
}

/** Queries on one device's events (the caller has checked the device is the user's). */
export function eventsRepository(db: Db) {
  return {
    list(devid: string, query: DeviceEventListQuery): Promise<ListPage<Selectable<DeviceEventsTable>>> {
      const select = db
        .selectFrom('deviceEvents')
        .selectAll()
        .where((eb) => inScope(eb, devid, query));
      return listPage(select, query, 'time', 'id');
    },

    find(devid: string, id: string): Promise<Selectable<DeviceEventsTable> | undefined> {
      return db
        .selectFrom('deviceEvents')
        .selectAll()
        .where('devid', '=', devid)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The distinct types and codes of the events in scope: what a change of them all applies to. */
    async kinds(devid: string, scope: EventScope): Promise<EventKind[]> {
      const rows = await db
        .selectFrom('deviceEvents')
        .select(['type', 'code'])
        .distinct()
        .where((eb) => inScope(eb, devid, scope))
        .execute();
      // Written only from DEVICE_EVENT_TYPES.
      return rows.map((row) => ({ type: row.type as DeviceEventType, code: row.code }));
    },

    update(devid: string, id: string, set: Updateable<DeviceEventsTable>): Promise<boolean> {
      return updateRowById(db, 'deviceEvents', (eb) => eb('devid', '=', devid), id, set);
    },

    async updateMatching(
      devid: string,
      scope: EventScope,
      set: Updateable<DeviceEventsTable>,
    ): Promise<number> {
      const result = await db
        .updateTable('deviceEvents')
        .set(set)
        .where((eb) => inScope(eb, devid, scope))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteIds(devid: string, ids: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('deviceEvents')
        .where('devid', '=', devid)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteMatching(devid: string, scope: EventScope): Promise<number> {
      const result = await db
        .deleteFrom('deviceEvents')
        .where((eb) => inScope(eb, devid, scope))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
