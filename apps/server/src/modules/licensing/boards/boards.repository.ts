import type { BoardNodeLink, BoardNodeRef, BoardView } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BoardsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** GET /boards' search and filter. */
export interface BoardFilter {
  search?: string | undefined;
  os?: string | undefined;
}

type BoardHead = Omit<BoardView, 'nodes'>;

const toHead = (row: Selectable<BoardsTable>): BoardHead => ({
  id: row.id,
  model: row.model,
  firmwareName: row.firmwareName,
  firmwareVersion: row.firmwareVersion,
  description: row.description,
  os: row.os,
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

/** Target boards and their related nodes. */
export function boardsRepository(db: Db) {
  const filtered = (filter: BoardFilter) => {
    let select = db.selectFrom('boards').selectAll();
    if (filter.search) {
      const search = filter.search;
      select = select.where((eb) =>
        eb.or([
          containsText('boards.model', search),
          containsText('boards.firmwareName', search),
          containsText('boards.description', search),
        ]),
      );
    }
    if (filter.os) select = select.where('os', '=', filter.os);
    return select;
  };

  /** The related nodes of each board, by board id, by name. */
  async function nodesOf(boardIds: readonly string[]): Promise<Map<string, BoardNodeRef[]>> {
    const nodes = new Map<string, BoardNodeRef[]>(boardIds.map((id) => [id, []]));
    if (boardIds.length === 0) return nodes;
    const rows = await db
      .selectFrom('boardNodes')
      .innerJoin('nodes', 'nodes.id', 'boardNodes.nodeId')
      .select(['boardNodes.boardId', 'nodes.id', 'nodes.name'])
      .where('boardNodes.boardId', 'in', boardIds)
      .orderBy('nodes.nameKey')
      .execute();
    for (const row of rows) nodes.get(row.boardId)?.push({ id: row.id, name: row.name });
    return nodes;
  }

  async function withNodes(heads: BoardHead[]): Promise<BoardView[]> {
    const nodes = await nodesOf(heads.map((board) => board.id));
    return heads.map((board) => ({ ...board, nodes: nodes.get(board.id) ?? [] }));
  }

  return {
    nodesOf,

    async list(query: ListWindow & BoardFilter): Promise<ListPage<BoardView>> {
      const page = await listPage(filtered(query), query, 'boards.updatedAt', 'boards.id');
      return { ...page, result: await withNodes(page.result.map(toHead)) };
    },

    /** The latest `count` boards added. */
    async newest(count: number): Promise<BoardView[]> {
      const rows = await db
        .selectFrom('boards')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
      return withNodes(rows.map(toHead));
    },

    /** Every board, or those of `ids`, by model (the download). */
    async all(ids: readonly string[] | undefined): Promise<BoardView[]> {
      let select = db.selectFrom('boards').selectAll().orderBy('modelKey');
      if (ids) {
        if (ids.length === 0) return [];
        select = select.where('id', 'in', ids);
      }
      return withNodes((await select.execute()).map(toHead));
    },

    async find(id: string): Promise<BoardView | undefined> {
      const row = await db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirst();
      return row && (await withNodes([toHead(row)]))[0];
    },

    /** Ids of the boards with these lower-cased models, by model. */
    async idsByModel(modelKeys: readonly string[]): Promise<Map<string, string>> {
      if (modelKeys.length === 0) return new Map();
      const rows = await db
        .selectFrom('boards')
        .select(['id', 'modelKey'])
        .where('modelKey', 'in', modelKeys)
        .execute();
      return new Map(rows.map((row) => [row.modelKey, row.id]));
    },

    /** Whether the model is taken ignoring case, other than by the board `exceptId`. */
    async modelTaken(model: string, exceptId?: string): Promise<boolean> {
      let select = db.selectFrom('boards').select('id').where('modelKey', '=', model.toLowerCase());
      if (exceptId) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    async insert(board: Insertable<BoardsTable>): Promise<void> {
      await db.insertInto('boards').values(board).execute();
    },

    async update(id: string, changes: Updateable<BoardsTable>): Promise<void> {
      await db.updateTable('boards').set(changes).where('id', '=', id).execute();
    },

    /** Replaces the board's related nodes. */
    async setNodes(boardId: string, nodeIds: readonly string[]): Promise<void> {
      await db.deleteFrom('boardNodes').where('boardId', '=', boardId).execute();
      if (nodeIds.length === 0) return;
      await db
        .insertInto('boardNodes')
        .values(nodeIds.map((nodeId) => ({ boardId, nodeId })))
        .execute();
    },

    /** Deletes the boards; their node links cascade, their role links go here (board_roles has no key). */
    async delete(ids: readonly string[]): Promise<void> {
      await db.deleteFrom('boardRoles').where('boardId', 'in', ids).execute();
      await db.deleteFrom('boards').where('id', 'in', ids).execute();
    },

    /** Board–node links, by board or node, by model then node name. */
    async links(query: ListWindow & { boardId?: string | undefined; nodeId?: string | undefined }) {
      let select = db
        .selectFrom('boardNodes')
        .innerJoin('boards', 'boards.id', 'boardNodes.boardId')
        .innerJoin('nodes', 'nodes.id', 'boardNodes.nodeId')
        .select(['boards.id as boardId', 'boards.model', 'nodes.id as nodeId', 'nodes.name as nodeName']);
      if (query.boardId) select = select.where('boardNodes.boardId', '=', query.boardId);
      if (query.nodeId) select = select.where('boardNodes.nodeId', '=', query.nodeId);
      const page: ListPage<BoardNodeLink> = await listPage(select, query, 'boards.modelKey', 'nodes.nameKey');
      return page;
    },
  };
}
