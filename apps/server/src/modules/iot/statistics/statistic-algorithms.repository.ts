import type { Insertable, Selectable, Updateable } from 'kysely';
import { authoredInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { StatisticAlgorithmsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored formula algorithm. */
export type StatisticAlgorithmRow = Selectable<StatisticAlgorithmsTable>;

/** Reads and writes of formula algorithms within a caller's scope. */
export function statisticAlgorithmsRepository(db: Db) {
  const algorithms = (scope: DeviceScope) =>
    db
      .selectFrom('statisticAlgorithms')
      .selectAll('statisticAlgorithms')
      .where(authoredInScope('statisticAlgorithms', scope));

  return {
    async insert(row: Insertable<StatisticAlgorithmsTable>): Promise<void> {
      await db.insertInto('statisticAlgorithms').values(row).execute();
    },

    find(scope: DeviceScope, id: string): Promise<StatisticAlgorithmRow | undefined> {
      return algorithms(scope).where('statisticAlgorithms.id', '=', id).executeTakeFirst();
    },

    /** A page of the caller's formulas (by name, contains), newest first unless told. */
    list(
      scope: DeviceScope,
      name: string | undefined,
      window: ListWindow,
    ): Promise<ListPage<StatisticAlgorithmRow>> {
      let select = algorithms(scope);
      if (name) select = select.where(containsText('statisticAlgorithms.name', name));
      return listPage(select, window, 'statisticAlgorithms.createdAt', 'statisticAlgorithms.id');
    },

    update(scope: DeviceScope, id: string, set: Updateable<StatisticAlgorithmsTable>): Promise<boolean> {
      return updateRowById(db, 'statisticAlgorithms', authoredInScope('statisticAlgorithms', scope), id, set);
    },

    remove(scope: DeviceScope, id: string): Promise<boolean> {
      return deleteRowById(db, 'statisticAlgorithms', authoredInScope('statisticAlgorithms', scope), id);
    },

    /** How many formulas the owner holds (every profile's). */
    async countOf(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('statisticAlgorithms')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The examples (of any profile) that use an algorithm, optionally only the running ones. */
    usedBy(ownerId: string, id: string, runningOnly: boolean): Promise<{ id: string; name: string }[]> {
      let select = db
        .selectFrom('statisticExamples')
        .select(['id', 'name'])
        .where('userId', '=', ownerId)
        .where('algorithmId', '=', id);
      if (runningOnly) select = select.where('state', '=', 'running');
      return select.orderBy('createdAt').limit(20).execute();
    },
  };
}
