import type { UserRoleView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { UserRolesTable } from '../../../db/schema';

/** Administrator-to-role link queries. */
export function userRolesRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('userRoles')
      .innerJoin('admins', 'admins.id', 'userRoles.adminId')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select([
        'userRoles.id',
        'userRoles.adminId',
        'admins.username as adminName',
        'userRoles.roleId',
        'roles.name as roleName',
        'userRoles.createdAt',
      ]);

  return {
    /** A page of links, newest first unless told, optionally of one administrator or one role. */
    list(
      query: ListWindow & { adminId?: string | undefined; roleId?: string | undefined },
    ): Promise<ListPage<UserRoleView>> {
      let select = view();
      if (query.adminId) select = select.where('userRoles.adminId', '=', query.adminId);
      if (query.roleId) select = select.where('userRoles.roleId', '=', query.roleId);
      return listPage(select, query, 'userRoles.createdAt', 'userRoles.id');
    },

    findById(id: string): Promise<UserRoleView | undefined> {
      return view().where('userRoles.id', '=', id).executeTakeFirst();
    },

    /** The links of these administrators to the role. */
    ofRole(roleId: string, adminIds: readonly string[]): Promise<UserRoleView[]> {
      return view()
        .where('userRoles.roleId', '=', roleId)
        .where('userRoles.adminId', 'in', adminIds)
        .orderBy('admins.username')
        .execute();
    },

    /** Of the given ids, those that name an administrator. */
    async existingAdmins(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db.selectFrom('admins').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    async adminName(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('admins').select('username').where('id', '=', id).executeTakeFirst();
      return row?.username;
    },

    async insert(link: Insertable<UserRolesTable>): Promise<void> {
      await db.insertInto('userRoles').values(link).execute();
    },

    /** Inserts the links that do not exist yet (the pair is unique). */
    async insertMissing(links: Insertable<UserRolesTable>[]): Promise<void> {
      await db
        .insertInto('userRoles')
        .values(links)
        .onConflict((oc) => oc.columns(['adminId', 'roleId']).doNothing())
        .execute();
    },

    async setRole(id: string, roleId: string): Promise<void> {
      await db.updateTable('userRoles').set({ roleId }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('userRoles').where('id', '=', id).execute();
    },
  };
}
