import type { AccountActivityFilter } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { AccountActivitiesTable } from '../../../db/schema';

/** A stored activity entry. */
export type AccountActivityRow = Selectable<AccountActivitiesTable>;

/** The main account's activity log. */
export function accountActivitiesRepository(db: Db) {
  return {
    async insert(row: Insertable<AccountActivitiesTable>): Promise<void> {
      await db.insertInto('accountActivities').values(row).execute();
    },

    list(
      ownerId: string,
      window: ListWindow,
      { action, resource }: AccountActivityFilter,
    ): Promise<ListPage<AccountActivityRow>> {
      let select = db.selectFrom('accountActivities').selectAll().where('ownerId', '=', ownerId);
      if (action) select = select.where('action', '=', action);
      if (resource) select = select.where('resource', '=', resource);
      return listPage(select, window, 'createdAt', 'id');
    },
  };
}
