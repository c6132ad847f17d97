import type { FundEntryType } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { FundEntryRow } from './ledger.repository';

/** A flow's filters: one entry type, a time range (`to` exclusive). */
export interface EntryFilter {
  type?: FundEntryType | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** Where a batch of the CSV goes on from: the last entry written, newest first. */
export interface EntryCursor {
  createdAt: number;
  id: string;
}

/** Reads of an account's ledger entries for GET /fundflow. */
export function fundflowRepository(db: Db) {
  const filtered = (ownerId: string, filter: EntryFilter) => {
    let select = db.selectFrom('fundEntries').selectAll().where('ownerId', '=', ownerId);
    if (filter.type) select = select.where('type', '=', filter.type);
    if (filter.from !== undefined) select = select.where('createdAt', '>=', filter.from);
    if (filter.to !== undefined) select = select.where('createdAt', '<', filter.to);
    return select;
  };

  return {
    page(ownerId: string, filter: EntryFilter & ListWindow): Promise<ListPage<FundEntryRow>> {
      return listPage(filtered(ownerId, filter), filter, 'createdAt', 'id');
    },

    /** The next `size` entries, newest first, after the cursor (keyset paging: no rows skipped or repeated). */
    batch(
      ownerId: string,
      filter: EntryFilter,
      after: EntryCursor | undefined,
      size: number,
    ): Promise<FundEntryRow[]> {
      let select = filtered(ownerId, filter);
      if (after) {
        select = select.where((eb) =>
          eb.or([
            eb('createdAt', '<', after.createdAt),
            eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      return select.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).execute();
    },
  };
}
