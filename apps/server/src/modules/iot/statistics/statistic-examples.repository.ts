import type { StatisticExampleListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { authoredInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { StatisticExamplesTable, StatisticWindowsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored example. */
export type StatisticExampleRow = Selectable<StatisticExamplesTable>;
/** A computed window. */
export type StatisticWindowRow = Selectable<StatisticWindowsTable>;

/** Reads and writes of examples within a caller's scope. */
export function statisticExamplesRepository(db: Db) {
  const examples = (scope: DeviceScope) =>
    db
      .selectFrom('statisticExamples')
      .selectAll('statisticExamples')
      .where(authoredInScope('statisticExamples', scope));

  return {
    async insert(row: Insertable<StatisticExamplesTable>): Promise<void> {
      await db.insertInto('statisticExamples').values(row).execute();
    },

    find(scope: DeviceScope, id: string): Promise<StatisticExampleRow | undefined> {
      return examples(scope).where('statisticExamples.id', '=', id).executeTakeFirst();
    },

    findMany(scope: DeviceScope, ids: readonly string[]): Promise<StatisticExampleRow[]> {
      return examples(scope).where('statisticExamples.id', 'in', ids).execute();
    },

    list(scope: DeviceScope, query: StatisticExampleListQuery): Promise<ListPage<StatisticExampleRow>> {
      const { filter } = query;
      let select = examples(scope);
      if (filter.name) select = select.where(containsText('statisticExamples.name', filter.name));
      if (filter.state) select = select.where('statisticExamples.state', '=', filter.state);
      if (filter.algorithmId) select = select.where('statisticExamples.algorithmId', '=', filter.algorithmId);
      if (filter.devtype) select = select.where('statisticExamples.devtype', '=', filter.devtype);
      if (filter.window) select = select.where('statisticExamples.period', '=', filter.window);
      return listPage(select, query, 'statisticExamples.createdAt', 'statisticExamples.id');
    },

    /** Every example the caller sees, id and name only, by name. */
    options(scope: DeviceScope, limit: number): Promise<{ id: string; name: string }[]> {
      return db
        .selectFrom('statisticExamples')
        .select(['statisticExamples.id', 'statisticExamples.name'])
        .where(authoredInScope('statisticExamples', scope))
        .orderBy('statisticExamples.name')
        .limit(limit)
        .execute();
    },

    /** Changes the listed examples within the scope; answers how many it changed. */
    async update(
      scope: DeviceScope,
      ids: readonly string[],
      set: Updateable<StatisticExamplesTable>,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('statisticExamples')
        .set(set)
        .where(authoredInScope('statisticExamples', scope))
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Deletes an example with its windows and results. */
    remove(scope: DeviceScope, id: string): Promise<boolean> {
      return deleteRowById(db, 'statisticExamples', authoredInScope('statisticExamples', scope), id);
    },

    async countOf(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('statisticExamples')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The last computed window of each example. */
    async lastWindows(ids: readonly string[]): Promise<Map<string, StatisticWindowRow>> {
      const last = new Map<string, StatisticWindowRow>();
      if (ids.length === 0) return last;
      const rows = await db
        .selectFrom('statisticWindows as w')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('statisticWindows')
              .select((inner) => ['exampleId', inner.fn.max('windowStart').as('windowStart')])
              .where('exampleId', 'in', ids)
              .groupBy('exampleId')
              .as('latest'),
          (join) =>
            join
              .onRef('latest.exampleId', '=', 'w.exampleId')
              .onRef('latest.windowStart', '=', 'w.windowStart'),
        )
        .selectAll('w')
        .execute();
      for (const row of rows) last.set(row.exampleId, row);
      return last;
    },
  };
}
