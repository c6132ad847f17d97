import type { PermissionType, PermissionView } from '@fleetkey/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { PermissionsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What the permission list and its export filter by. */
interface PermissionFilter {
  search?: string | undefined;
  type?: PermissionType | undefined;
}

/** Permission-catalogue queries. */
export function permissionsRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('permissions')
      .select([
        'id',
        'name',
        'key',
        'description as desc',
        'os',
        'version',
        'details',
        'type',
        'createdAt',
        'updatedAt',
      ]);

  const filtered = ({ search, type }: PermissionFilter) => {
    let select = view();
    if (type) select = select.where('type', '=', type);
    if (search) {
      select = select.where((eb) =>
        eb.or(['name', 'key', 'description'].map((column) => containsText(column, search))),
      );
    }
    return select;
  };

  return {
    /** A page of permissions, latest change first unless told. */
    list(query: ListWindow & PermissionFilter): Promise<ListPage<PermissionView>> {
      return listPage(filtered(query), query, 'updatedAt', 'id');
    },

    /** Every matching permission (at most `max`) in the list's order, for the CSV export. */
    all(query: PermissionFilter & { descend: boolean }, max: number): Promise<PermissionView[]> {
      const direction = query.descend ? 'desc' : 'asc';
      return filtered(query).orderBy('updatedAt', direction).orderBy('id', direction).limit(max).execute();
    },

    findById(id: string): Promise<PermissionView | undefined> {
      return view().where('id', '=', id).executeTakeFirst();
    },

    /** Whether a name or a key is taken (ignoring case), other than by the permission `exceptId`. */
    async taken(field: 'nameKey' | 'keyLower', value: string, exceptId?: string): Promise<boolean> {
      let select = db.selectFrom('permissions').select('id').where(field, '=', value.toLowerCase());
      if (exceptId) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    /** Of the given ids, those that name a permission. */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    async insert(row: Insertable<PermissionsTable>): Promise<void> {
      await db.insertInto('permissions').values(row).execute();
    },

    /** Inserts rows whose id is not there yet; other nodes may be seeding at the same moment. */
    async insertMissing(rows: Insertable<PermissionsTable>[]): Promise<void> {
      await db
        .insertInto('permissions')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async update(id: string, changes: Updateable<PermissionsTable>): Promise<void> {
      await db.updateTable('permissions').set(changes).where('id', '=', id).execute();
    },

    /** Deletes the permission and takes it out of every role's tree. */
    async delete(id: string): Promise<void> {
      await db
        .deleteFrom('rolePermissions')
        .where('type', '=', 'permission')
        .where('itemId', '=', id)
        .execute();
      await db.deleteFrom('permissions').where('id', '=', id).execute();
    },
  };
}
