import type { StatisticResultListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { authoredInScope, scopeDevids } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { StatisticResultsTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored result. */
export type StatisticResultRow = Selectable<StatisticResultsTable>;

/** The filters of a result list or export. */
export type ResultFilter = Pick<StatisticResultListQuery, 'filter' | 'from' | 'to'>;

/**
 * Results a caller sees: of an example it sees and a device of its scope — both conditions inside the
 * query, so an out-of-scope device's results are never read.
 */
export function statisticResultsRepository(db: Db) {
  const results = (scope: DeviceScope) =>
    db
      .selectFrom('statisticResults')
      .selectAll('statisticResults')
      .where('statisticResults.exampleId', 'in', (eb) =>
        eb
          .selectFrom('statisticExamples')
          .select('statisticExamples.id')
          .where(authoredInScope('statisticExamples', scope)),
      )
      .where('statisticResults.devid', 'in', scopeDevids(scope));

  const filtered = (scope: DeviceScope, { filter, from, to }: ResultFilter) => {
    let select = results(scope);
    if (filter.exampleId) select = select.where('statisticResults.exampleId', '=', filter.exampleId);
    if (filter.devid) select = select.where('statisticResults.devid', '=', filter.devid);
    if (filter.source) select = select.where('statisticResults.source', '=', filter.source);
    if (from !== undefined) select = select.where('statisticResults.windowStart', '>=', from);
    if (to !== undefined) select = select.where('statisticResults.windowStart', '<', to);
    return select;
  };

  return {
    /** A page of results, newest window first unless told (oldest first draws a chart). */
    list(scope: DeviceScope, query: StatisticResultListQuery): Promise<ListPage<StatisticResultRow>> {
      return listPage(
        filtered(scope, query),
        query,
        'statisticResults.windowStart',
        'statisticResults.devid',
      );
    },

    /** Up to `limit` results, oldest window first, by device. */
    all(scope: DeviceScope, query: ResultFilter, limit: number): Promise<StatisticResultRow[]> {
      return filtered(scope, query)
        .orderBy('statisticResults.windowStart')
        .orderBy('statisticResults.devid')
        .limit(limit)
        .execute();
    },

    find(scope: DeviceScope, id: string): Promise<StatisticResultRow | undefined> {
      return results(scope).where('statisticResults.id', '=', id).executeTakeFirst();
    },

    /** The result a window and device already have, if any. */
    findAt(exampleId: string, windowStart: number, devid: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('statisticResults')
        .select('id')
        .where('exampleId', '=', exampleId)
        .where('windowStart', '=', windowStart)
        .where('devid', '=', devid)
        .executeTakeFirst();
    },

    /** Adds a result; false when the window and device have one already. */
    async insert(row: Insertable<StatisticResultsTable>): Promise<boolean> {
      const result = await db
        .insertInto('statisticResults')
        .values(row)
        .onConflict((conflict) => conflict.columns(['exampleId', 'windowStart', 'devid']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async update(id: string, set: Updateable<StatisticResultsTable>): Promise<void> {
      await db.updateTable('statisticResults').set(set).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('statisticResults').where('id', '=', id).execute();
    },
  };
}
