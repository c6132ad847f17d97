import type { GuestRow, ListQuery } from '@fleetkey/contract';
import type { Db } from '../../db/kysely';
import { listPage, type ListPage } from '../../db/paging';
import { containsText } from '../../db/search';

/** The administrators' queries over user accounts. */
export function guestsRepository(db: Db) {
  return {
    /** A page of users, newest first unless told, optionally matching a search text. */
    list(query: ListQuery & { search?: string | undefined }): Promise<ListPage<GuestRow>> {
      let select = db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'name',
          'mobile',
          'email',
          'role',
          'createdAt',
          'updatedAt',
          'lastLoginAt',
        ]);
      const { search } = query;
      if (search) {
        select = select.where((eb) =>
          eb.or(['username', 'name', 'mobile', 'email'].map((column) => containsText(column, search))),
        );
      }
      return listPage(select, query, 'createdAt', 'id');
    },
  };
}
