import type { PermissionItem, RoleView } from '@fleetkey/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { RolesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A role row with its linked-administrator count, before its items are attached. */
type RoleHead = Omit<RoleView, 'permissions'>;

/** What still refers to a role: linked administrators, boards and licences. */
export interface RoleUsage {
  admins: number;
  boards: number;
  licences: number;
}

/** Role queries: the roles, their permission items, and what refers to them. */
export function rolesRepository(db: Db) {
  const heads = () =>
    db
      .selectFrom('roles')
      .select(['roles.id', 'roles.name', 'roles.description', 'roles.createdAt', 'roles.updatedAt'])
      .select((eb) =>
        eb
          .selectFrom('userRoles')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('userRoles.roleId', '=', 'roles.id')
          .as('userCount'),
      );

  const count = async (table: 'userRoles' | 'boardRoles' | 'licences', roleId: string) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('roleId', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const toHead = (row: Omit<RoleHead, 'userCount'> & { userCount: number | string | null }): RoleHead => ({
    ...row,
    userCount: Number(row.userCount ?? 0),
  });

  const searched = (search: string | undefined) =>
    search
      ? heads().where((eb) =>
          eb.or([containsText('roles.name', search), containsText('roles.description', search)]),
        )
      : heads();

  return {
    /** A page of roles, latest change first unless told, optionally matching a search text. */
    async list(query: ListWindow & { search?: string | undefined }): Promise<ListPage<RoleHead>> {
      const page = await listPage(searched(query.search), query, 'roles.updatedAt', 'roles.id');
      return { ...page, result: page.result.map(toHead) };
    },

    /** Every matching role (at most `max`) in the list's order, for the CSV export. */
    async all(query: { search?: string | undefined; descend: boolean }, max: number): Promise<RoleHead[]> {
      const direction = query.descend ? 'desc' : 'asc';
      const rows = await searched(query.search)
        .orderBy('roles.updatedAt', direction)
        .orderBy('roles.id', direction)
        .limit(max)
        .execute();
      return rows.map(toHead);
    },

    async findById(id: string): Promise<RoleHead | undefined> {
      const row = await heads().where('roles.id', '=', id).executeTakeFirst();
      return row && toHead(row);
    },

    /** Whether the name is taken ignoring case, other than by the role `exceptId`. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      let select = db.selectFrom('roles').select('id').where('nameKey', '=', name.toLowerCase());
      if (exceptId) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    /** The permission items of each role, by role id. */
    async itemsOf(roleIds: readonly string[]): Promise<Map<string, PermissionItem[]>> {
      const items = new Map<string, PermissionItem[]>(roleIds.map((id) => [id, []]));
      if (roleIds.length === 0) return items;
      const rows = await db
        .selectFrom('rolePermissions')
        .select(['roleId', 'type', 'itemId', 'permit'])
        .where('roleId', 'in', roleIds)
        .orderBy('type')
        .orderBy('itemId')
        .execute();
      for (const row of rows)
        items.get(row.roleId)?.push({ type: row.type, id: row.itemId, permit: row.permit });
      return items;
    },

    async insert(role: Insertable<RolesTable>): Promise<void> {
      await db.insertInto('roles').values(role).execute();
    },

    async update(id: string, changes: Updateable<RolesTable>): Promise<void> {
      await db.updateTable('roles').set(changes).where('id', '=', id).execute();
    },

    /** Replaces the role's permission tree with these items. */
    async setItems(roleId: string, items: readonly PermissionItem[]): Promise<void> {
      await db.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
      if (items.length === 0) return;
      await db
        .insertInto('rolePermissions')
        .values(items.map((item) => ({ roleId, type: item.type, itemId: item.id, permit: item.permit })))
        .execute();
    },

    async usage(roleId: string): Promise<RoleUsage> {
      return {
        admins: await count('userRoles', roleId),
        boards: await count('boardRoles', roleId),
        licences: await count('licences', roleId),
      };
    },

    /**
     * Deletes the role; its items cascade, administrators' and boards' links make the delete fail (foreign
     * keys). Licences have none: the caller counts them under lockRole.
     */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('roles').where('id', '=', id).execute();
    },
  };
}
