import type { DevBoardFacet, DevBoardSave, DevBoardView, ThreeElementsView } from '@fleetkey/contract';
import { sql, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { DevelopBoardsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** GET /develop_board's search and filters. */
export interface DevBoardFilter {
  search?: string | undefined;
  model?: string | undefined;
  industry?: string | undefined;
  company?: string | undefined;
}

type BoardRow = Selectable<DevelopBoardsTable> & { uploads: number | string };

const toView = (row: BoardRow): DevBoardView => ({
  id: row.id,
  serial: row.serial,
  model: row.model,
  uid: row.uid,
  name: row.name,
  version: row.version,
  industry: row.industry,
  company: row.company,
  module: row.module,
  type: row.type,
  useTimes: Number(row.useTimes),
  lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt),
  uploads: Number(row.uploads),
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

/** The stored columns of a board's fields. */
const columns = ({ id: _id, ...fields }: DevBoardSave) => ({
  ...fields,
  serialKey: fields.serial.toLowerCase(),
});

/** Development board queries. */
export function devBoardsRepository(db: Db) {
  const withUploads = () =>
    db
      .selectFrom('developBoards')
      .selectAll('developBoards')
      .select((eb) =>
        eb
          .selectFrom('developBoardUploads')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('developBoardUploads.boardId', '=', 'developBoards.id')
          .as('uploads'),
      );

  const facet = async (column: 'industry' | 'model' | 'company'): Promise<DevBoardFacet[]> => {
    const rows = await db
      .selectFrom('developBoards')
      .select([
        sql.ref<string>(column).as('value'),
        (eb) => eb.fn.countAll<number | string>().as('boards'),
        (eb) => eb.fn.sum<number | string>('useTimes').as('uses'),
      ])
      .where(column, '!=', '')
      .groupBy(column)
      .orderBy(column)
      .execute();
    return rows.map((row) => ({ value: row.value, boards: Number(row.boards), uses: Number(row.uses ?? 0) }));
  };

  return {
    async list(query: ListWindow & DevBoardFilter): Promise<ListPage<DevBoardView>> {
      let select = withUploads();
      if (query.search) {
        const search = query.search;
        select = select.where((eb) =>
          eb.or([
            containsText('developBoards.serial', search),
            containsText('developBoards.name', search),
            containsText('developBoards.uid', search),
            containsText('developBoards.company', search),
          ]),
        );
      }
      if (query.model) select = select.where('developBoards.model', '=', query.model);
      if (query.industry) select = select.where('developBoards.industry', '=', query.industry);
      if (query.company) select = select.where('developBoards.company', '=', query.company);
      const page = await listPage(select, query, 'developBoards.updatedAt', 'developBoards.id');
      return { ...page, result: page.result.map((row) => toView(row as BoardRow)) };
    },

    async find(id: string): Promise<DevBoardView | undefined> {
      const row = await withUploads().where('developBoards.id', '=', id).executeTakeFirst();
      return row && toView(row as BoardRow);
    },

    async findAll(ids: readonly string[]): Promise<DevBoardView[]> {
      if (ids.length === 0) return [];
      const rows = await withUploads().where('developBoards.id', 'in', ids).orderBy('serialKey').execute();
      return rows.map((row) => toView(row as BoardRow));
    },

    /** The board of a triple (serial ignoring case, model and UId exactly). */
    async byTriple(serial: string, model: string, uid: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('developBoards')
        .select('id')
        .where('serialKey', '=', serial.toLowerCase())
        .where('model', '=', model)
        .where('uid', '=', uid)
        .executeTakeFirst();
    },

    async serialTaken(serial: string, exceptId: string | undefined): Promise<boolean> {
      let select = db.selectFrom('developBoards').select('id').where('serialKey', '=', serial.toLowerCase());
      if (exceptId) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    async triples(search: string | undefined, limit: number): Promise<ThreeElementsView[]> {
      let select = db.selectFrom('developBoards').select(['id', 'serial', 'model', 'uid']);
      if (search)
        select = select.where((eb) =>
          eb.or([containsText('serial', search), containsText('model', search), containsText('uid', search)]),
        );
      return select.orderBy('serialKey').limit(limit).execute();
    },

    industries: () => facet('industry'),
    series: () => facet('model'),
    companies: () => facet('company'),

    async insert(id: string, fields: DevBoardSave, now: number): Promise<void> {
      await db
        .insertInto('developBoards')
        .values({ id, ...columns(fields), createdAt: now, updatedAt: now })
        .execute();
    },

    async update(id: string, fields: DevBoardSave, now: number): Promise<void> {
      await db
        .updateTable('developBoards')
        .set({ ...columns(fields), updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** Records one use: the use itself (for the statistics), the board's total and when it was last used. */
    async recordUse(id: string, userId: string, now: number): Promise<void> {
      await db
        .insertInto('developBoardUses')
        .values({ id: randomUUID(), boardId: id, userId, usedAt: now })
        .execute();
      await db
        .updateTable('developBoards')
        .set((eb) => ({ useTimes: eb('useTimes', '+', 1), lastUsedAt: now }))
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the boards (uses and uploads cascade); answers the blobs of their uploads. */
    async delete(ids: readonly string[]): Promise<string[]> {
      const blobs = await db
        .selectFrom('developBoardUploads')
        .select('blobName')
        .where('boardId', 'in', ids)
        .execute();
      await db.deleteFrom('developBoards').where('id', 'in', ids).execute();
      return blobs.map((row) => row.blobName);
    },
  };
}
