import type { OplogView } from '@fleetkey/contract';
import type { Db } from '../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../db/paging';
import { containsText } from '../../db/search';

/** What the operation log can be filtered by: administrator, time range [from, to), text. */
export interface OplogFilter {
  adminId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  search?: string | undefined;
}

/** Reading the operation log (its rows are written by platform/oplog, inside each write's transaction). */
export function oplogsRepository(db: Db) {
  return {
    /** A page of entries, newest first unless told. */
    list(query: ListWindow & OplogFilter): Promise<ListPage<OplogView>> {
      let select = db
        .selectFrom('oplogs')
        .select(['id', 'adminId', 'adminName', 'content', 'ip', 'createdAt']);
      const { adminId, from, to, search } = query;
      if (adminId) select = select.where('adminId', '=', adminId);
      if (from !== undefined) select = select.where('createdAt', '>=', from);
      if (to !== undefined) select = select.where('createdAt', '<', to);
      if (search)
        select = select.where((eb) => eb.or([containsText('content', search), containsText('ip', search)]));
      return listPage(select, query, 'createdAt', 'id');
    },
  };
}
