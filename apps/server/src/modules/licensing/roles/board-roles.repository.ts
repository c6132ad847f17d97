import type { BoardRoleView } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';

/** Boards' roles; a board's delete clears its link (boards.repository), so the id needs no foreign key. */
export function boardRolesRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('boardRoles')
      .innerJoin('roles', 'roles.id', 'boardRoles.roleId')
      .select(['boardRoles.boardId', 'boardRoles.roleId', 'roles.name as roleName', 'boardRoles.updatedAt']);

  return {
    list(
      query: ListWindow & { boardId?: string | undefined; roleId?: string | undefined },
    ): Promise<ListPage<BoardRoleView>> {
      let select = view();
      if (query.boardId) select = select.where('boardRoles.boardId', '=', query.boardId);
      if (query.roleId) select = select.where('boardRoles.roleId', '=', query.roleId);
      return listPage(select, query, 'boardRoles.updatedAt', 'boardRoles.boardId');
    },

    find(boardId: string): Promise<BoardRoleView | undefined> {
      return view().where('boardRoles.boardId', '=', boardId).executeTakeFirst();
    },

    /** Sets the board's role, replacing the one it had. */
    async set(boardId: string, roleId: string, now: number): Promise<void> {
      await db
        .insertInto('boardRoles')
        .values({ boardId, roleId, updatedAt: now })
        .onConflict((oc) => oc.column('boardId').doUpdateSet({ roleId, updatedAt: now }))
        .execute();
    },

    async clear(boardId: string): Promise<void> {
      await db.deleteFrom('boardRoles').where('boardId', '=', boardId).execute();
    },
  };
}
