import { oplogTextKeySchema, type OplogView } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import { containsText } from '../../../db/search';
import type { OplogsTable } from '../../../db/schema';
import { readKeyedText } from '../../accounts/messages/server-text';

// A stored entry for its answer: the key and values only when this build can word them.
const toView = ({ textKey, textParams, ...entry }: OplogsTable): OplogView => ({
  ...entry,
  ...readKeyedText({ textKey, textParams }, oplogTextKeySchema),
});

/** What the operation log can be filtered by: administrator (id or text in the name), time range [from, to), text. */
export interface OplogFilter {
  adminId?: string | undefined;
  adminName?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  search?: string | undefined;
}

/** Reading the operation log (its rows are written by platform/oplog, inside each write's transaction). */
export function oplogsRepository(db: Db) {
  const filtered = ({ adminId, adminName, from, to, search }: OplogFilter) => {
    let select = db
      .selectFrom('oplogs')
      .select(['id', 'adminId', 'adminName', 'content', 'ip', 'createdAt', 'textKey', 'textParams']);
    if (adminId) select = select.where('adminId', '=', adminId);
    if (adminName) select = select.where(containsText('adminName', adminName));
    if (from !== undefined) select = select.where('createdAt', '>=', from);
    if (to !== undefined) select = select.where('createdAt', '<', to);
    if (search)
      select = select.where((eb) => eb.or([containsText('content', search), containsText('ip', search)]));
    return select;
  };

  return {
    /** A page of entries, newest first unless told. */
    async list(query: ListWindow & OplogFilter): Promise<ListPage<OplogView>> {
      const page = await listPage(filtered(query), query, 'createdAt', 'id');
      return { ...page, result: page.result.map(toView) };
    },

    /** The first `max` entries that match, newest first unless told (the CSV export). */
    async all(query: OplogFilter & { descend: boolean }, max: number): Promise<OplogView[]> {
      const direction = query.descend ? 'desc' : 'asc';
      const rows = await filtered(query)
        .orderBy('createdAt', direction)
        .orderBy('id', direction)
        .limit(max)
        .execute();
      return rows.map(toView);
    },
  };
}
