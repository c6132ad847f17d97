import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { UdsDtcDataTable } from '../../../db/schema';

/** A stored diagnostic answer. */
export type UdsDtcDataRow = Selectable<UdsDtcDataTable>;

/** Queries on the devices' answers to diagnostic commands. */
export function udsDataRepository(db: Db) {
  return {
    /** Stores an answer once: false when this command's answer is already stored. */
    async insert(row: Insertable<UdsDtcDataTable>): Promise<boolean> {
      const result = await db
        .insertInto('udsDtcData')
        .values(row)
        .onConflict((oc) => oc.column('commandId').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** A page of a device's answers (the caller checked the device is in scope), newest first by default. */
    list(devid: string, window: ListWindow, commandId?: string): Promise<ListPage<UdsDtcDataRow>> {
      let select = db.selectFrom('udsDtcData').selectAll().where('devid', '=', devid);
      if (commandId !== undefined) select = select.where('commandId', '=', commandId);
      return listPage(select, window, 'receivedAt', 'id');
    },
  };
}
