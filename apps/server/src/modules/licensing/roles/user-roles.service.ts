import type { UserRoleView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { assertCanGrant } from './role-items';
import { rolesService, type RoleEditor } from './roles.service';
import { userRolesRepository } from './user-roles.repository';

// A link that exists already is a conflict; a role or administrator deleted meanwhile is not found.
async function linkWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of('CONFLICT');
    if (isForeignKeyViolation(error)) throw AppError.of('NOT_FOUND');
    throw error;
  }
}

/** Administrators' roles: nobody links a role granting more than they hold themselves. */
export function userRolesService(context: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = context;
  const links = userRolesRepository(db);
  const roles = rolesService(context);

  async function found(id: string): Promise<UserRoleView> {
    const link = await links.findById(id);
    if (!link) throw AppError.of('NOT_FOUND');
    return link;
  }

  // The role, once the editor is known to hold everything it grants.
  async function grantableRole(editor: RoleEditor, roleId: string) {
    const role = await roles.found(roleId);
    assertCanGrant(editor.access, role.permissions);
    return role;
  }

  return {
    async create(editor: RoleEditor, adminId: string, roleId: string): Promise<UserRoleView> {
      const adminName = await links.adminName(adminId);
      if (adminName === undefined) throw AppError.of('NOT_FOUND');
      const role = await grantableRole(editor, roleId);
      const id = randomUUID();
      const text = oplogText('linkedAdminRole', { adminName, roleName: role.name });
      await linkWrite(() =>
        withOplog(db, clock, editor.actor, text, (trx) =>
          userRolesRepository(trx).insert({ id, adminId, roleId, createdAt: clock.now() }),
        ),
      );
      return found(id);
    },

    /** Links every listed administrator to the role; links that exist are kept as they are. */
    async createBatch(
      editor: RoleEditor,
      roleId: string,
      adminIds: readonly string[],
    ): Promise<UserRoleView[]> {
      const role = await grantableRole(editor, roleId);
      const existing = await links.existingAdmins(adminIds);
      const missing = adminIds.filter((id) => !existing.has(id));
      if (missing.length > 0) throw AppError.of('NOT_FOUND', { adminIds: missing });
      const now = clock.now();
      await linkWrite(() =>
        withOplog(
          db,
          clock,
          editor.actor,
          oplogText('linkedAdminsRole', { count: adminIds.length, roleName: role.name }),
          (trx) =>
            userRolesRepository(trx).insertMissing(
              adminIds.map((adminId) => ({ id: randomUUID(), adminId, roleId, createdAt: now })),
            ),
        ),
      );
      return links.ofRole(roleId, adminIds);
    },

    /** Moves the link to another role. */
    async update(editor: RoleEditor, id: string, roleId: string): Promise<UserRoleView> {
      const link = await found(id);
      await grantableRole(editor, link.roleId);
      const role = await grantableRole(editor, roleId);
      await linkWrite(() =>
        withOplog(
          db,
          clock,
          editor.actor,
          oplogText('movedAdminRole', {
            adminName: link.adminName,
            fromRole: link.roleName,
            toRole: role.name,
          }),
          (trx) => userRolesRepository(trx).setRole(id, roleId),
        ),
      );
      return found(id);
    },

    async remove(editor: RoleEditor, id: string): Promise<void> {
      const link = await found(id);
      await grantableRole(editor, link.roleId);
      await withOplog(
        db,
        clock,
        editor.actor,
        oplogText('unlinkedAdminRole', { adminName: link.adminName, roleName: link.roleName }),
        (trx) => userRolesRepository(trx).delete(id),
      );
    },
  };
}
