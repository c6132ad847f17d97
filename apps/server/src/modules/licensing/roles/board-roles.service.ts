import type { BoardRoleView } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isForeignKeyViolation } from '../../../db/engine';
import { boardsRepository } from '../boards/boards.repository';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { assertCanGrant } from './role-items';
import { rolesService, type RoleEditor } from './roles.service';
import { boardRolesRepository } from './board-roles.repository';

/** A stored board's role (licence-portal.md §6 "board-role links"): set, replace or clear. */
export function boardRolesService(context: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = context;
  const roles = rolesService(context);

  return {
    /** Sets the board's role (null clears it); answers the link, or null once cleared. */
    async set(editor: RoleEditor, boardId: string, roleId: string | null): Promise<BoardRoleView | null> {
      if (roleId === null) {
        await withOplog(db, clock, editor.actor, oplogText('clearedBoardRole', { boardId }), (trx) =>
          boardRolesRepository(trx).clear(boardId),
        );
        return null;
      }
      if (!(await boardsRepository(db).find(boardId))) throw AppError.of('NOT_FOUND', { boardId });
      const role = await roles.found(roleId);
      assertCanGrant(editor.access, role.permissions);
      try {
        const text = oplogText('setBoardRole', { boardId, roleName: role.name });
        await withOplog(db, clock, editor.actor, text, (trx) =>
          boardRolesRepository(trx).set(boardId, roleId, clock.now()),
        );
      } catch (error) {
        // The role was deleted between the check and the write.
        if (isForeignKeyViolation(error)) throw AppError.of('NOT_FOUND');
        throw error;
      }
      return (await boardRolesRepository(db).find(boardId)) ?? null;
    },
  };
}
