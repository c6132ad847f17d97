import type { AdminPermit, LicenceGrantHead } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';

/** A node a role grants, directly or through one of its boards. */
export interface RoleNodeRow {
  roleId: string;
  id: string;
  name: string;
  type: string;
  os: string;
  version: string;
  demoFileName: string | null;
  permit: AdminPermit;
}

// What a grant shows of a node, whether a role names it or one of the role's boards holds it.
const NODE_COLUMNS = [
  'nodes.id',
  'nodes.name',
  'nodes.type',
  'nodes.os',
  'nodes.version',
  'nodes.demoFileName',
] as const;

/** Queries behind /nodes_license and /permission_license: a user's licences and what their roles grant. */
export function licenceGrantsRepository(db: Db) {
  return {
    /** The user's licences unexpired at `now`, latest expiry first, with their roles. */
    async heads(userId: string, now: number): Promise<(LicenceGrantHead & { roleId: string | null })[]> {
      const rows = await db
        .selectFrom('licences')
        .leftJoin('roles', 'roles.id', 'licences.roleId')
        .select([
          'licences.id',
          'licences.licenceNo',
          'licences.edition',
          'licences.expiredAt',
          'licences.roleId',
          'roles.name as roleName',
        ])
        .where('licences.userId', '=', userId)
        .where('licences.expiredAt', '>', now)
        .orderBy('licences.expiredAt', 'desc')
        .orderBy('licences.id')
        .execute();
      return rows.map((row) => ({
        licenceId: row.id,
        licenseId: row.licenceNo,
        edition: Number(row.edition),
        expiredAt: Number(row.expiredAt),
        roleId: row.roleName === null ? null : row.roleId,
        role: row.roleId !== null && row.roleName !== null ? { id: row.roleId, name: row.roleName } : null,
      }));
    },

    /** The roles' `node` items naming stored nodes. */
    async nodeItems(roleIds: readonly string[]): Promise<RoleNodeRow[]> {
      if (roleIds.length === 0) return [];
      return db
        .selectFrom('rolePermissions')
        .innerJoin('nodes', 'nodes.id', 'rolePermissions.itemId')
        .select(['rolePermissions.roleId', ...NODE_COLUMNS, 'rolePermissions.permit'])
        .where('rolePermissions.type', '=', 'node')
        .where('rolePermissions.roleId', 'in', roleIds)
        .orderBy('nodes.nameKey')
        .execute();
    },

    /** The boards linked to the roles (board-role links). */
    async boards(roleIds: readonly string[]) {
      if (roleIds.length === 0) return [];
      return db
        .selectFrom('boardRoles')
        .innerJoin('boards', 'boards.id', 'boardRoles.boardId')
        .select([
          'boardRoles.roleId',
          'boards.id',
          'boards.model',
          'boards.firmwareName',
          'boards.firmwareVersion',
          'boards.os',
        ])
        .where('boardRoles.roleId', 'in', roleIds)
        .orderBy('boards.modelKey')
        .execute();
    },

    /** The nodes of the boards, by board. */
    async boardNodes(boardIds: readonly string[]) {
      if (boardIds.length === 0) return [];
      return db
        .selectFrom('boardNodes')
        .innerJoin('nodes', 'nodes.id', 'boardNodes.nodeId')
        .select(['boardNodes.boardId', ...NODE_COLUMNS])
        .where('boardNodes.boardId', 'in', boardIds)
        .orderBy('nodes.nameKey')
        .execute();
    },

    /** The roles' items naming feature permissions of the catalogue (the Function tab). */
    async functionItems(roleIds: readonly string[]) {
      if (roleIds.length === 0) return [];
      return db
        .selectFrom('rolePermissions')
        .innerJoin('permissions', 'permissions.id', 'rolePermissions.itemId')
        .select(['rolePermissions.roleId', 'permissions.id', 'permissions.key', 'permissions.name'])
        .select('rolePermissions.permit')
        .where('rolePermissions.type', '=', 'permission')
        .where('permissions.type', '=', 'feature')
        .where('rolePermissions.roleId', 'in', roleIds)
        .orderBy('permissions.keyLower')
        .execute();
    },
  };
}
