import type { SubuserListQuery } from '@fleetkey/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { UsersTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

const COLUMNS = [
  'users.id',
  'users.username',
  'users.name',
  'users.mobile',
  'users.email',
  'users.role',
  'users.disabled',
  'users.mustChangePassword',
  'users.lastLoginAt',
  'users.createdAt',
] as const;

/** A sub-user as stored, with the name of its attached profile ('' when none). */
export interface SubuserRow {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  role: number;
  disabled: number;
  mustChangePassword: number;
  lastLoginAt: number | null;
  createdAt: number;
  roleName: string | null;
}

/** Queries on one main account's sub-users (users rows whose owner it is). */
export function subusersRepository(db: Db) {
  const owned = (ownerId: string) =>
    db
      .selectFrom('users')
      .leftJoin('accessProfiles', (join) =>
        join
          .onRef('accessProfiles.ownerId', '=', 'users.ownerId')
          .onRef('accessProfiles.id', '=', 'users.role'),
      )
      .select([...COLUMNS, 'accessProfiles.name as roleName'])
      .where('users.ownerId', '=', ownerId);

  return {
    list(ownerId: string, query: SubuserListQuery): Promise<ListPage<SubuserRow>> {
      let select = owned(ownerId);
      const { filter, search } = query;
      if (filter.status) select = select.where('users.disabled', '=', filter.status === 'disabled' ? 1 : 0);
      if (filter.role !== undefined) select = select.where('users.role', '=', filter.role);
      if (search)
        select = select.where((eb) =>
          eb.or([containsText('users.username', search), containsText('users.name', search)]),
        );
      return listPage(select, query, 'users.createdAt', 'users.id');
    },

    find(ownerId: string, username: string): Promise<SubuserRow | undefined> {
      return owned(ownerId).where('users.username', '=', username).executeTakeFirst();
    },

    /** The owner's sub-users among these names. */
    findMany(ownerId: string, usernames: readonly string[]): Promise<SubuserRow[]> {
      return owned(ownerId).where('users.username', 'in', usernames).execute();
    },

    async count(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(row: Insertable<UsersTable>): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async update(ownerId: string, id: string, set: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(set).where('ownerId', '=', ownerId).where('id', '=', id).execute();
    },

    async deleteMany(ownerId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('users').where('ownerId', '=', ownerId).where('id', 'in', ids).execute();
    },
  };
}
