import type { UdsErrorCodeListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { UdsErrorCodesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A stored catalogue entry. */
export type UdsErrorCodeRow = Selectable<UdsErrorCodesTable>;

/** Queries on a main account's DTC catalogue and its channel/ECU lists. */
export function udsCodesRepository(db: Db) {
  return {
    /** A page of the catalogue, by code; `search` matches the hex code, the SAE form or a description. */
    list(userId: string, query: UdsErrorCodeListQuery): Promise<ListPage<UdsErrorCodeRow>> {
      let select = db.selectFrom('udsErrorCodes').selectAll().where('userId', '=', userId);
      const { search } = query;
      if (search) {
        const hex = /^(?:0x)?([0-9a-f]{1,6})$/i.exec(search)?.[1];
        select = select.where((eb) =>
          eb.or([
            containsText('sae', search),
            containsText('descriptionZh', search),
            containsText('descriptionEn', search),
            ...(hex ? [eb('dtc', '=', Number.parseInt(hex.padEnd(6, '0'), 16))] : []),
          ]),
        );
      }
      // A catalogue reads in code order, like the standard's tables (the list default is newest first).
      return listPage(select, { ...query, descend: false }, 'dtc');
    },

    all(userId: string): Promise<UdsErrorCodeRow[]> {
      return db.selectFrom('udsErrorCodes').selectAll().where('userId', '=', userId).orderBy('dtc').execute();
    },

    find(userId: string, id: string): Promise<UdsErrorCodeRow | undefined> {
      return db
        .selectFrom('udsErrorCodes')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The entries of these codes. */
    byCodes(userId: string, dtcs: readonly number[]): Promise<UdsErrorCodeRow[]> {
      if (dtcs.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('udsErrorCodes')
        .selectAll()
        .where('userId', '=', userId)
        .where('dtc', 'in', [...dtcs])
        .execute();
    },

    async insert(rows: readonly Insertable<UdsErrorCodesTable>[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('udsErrorCodes')
          .values([...rows])
          .execute();
    },

    update(userId: string, id: string, fields: Updateable<UdsErrorCodesTable>): Promise<boolean> {
      return updateRowById(db, 'udsErrorCodes', (eb) => eb('userId', '=', userId), id, fields);
    },

    remove(userId: string, id: string): Promise<boolean> {
      return deleteRowById(db, 'udsErrorCodes', (eb) => eb('userId', '=', userId), id);
    },

    /** The catalogue entries a channel/ECU reports, by code. */
    channelCodes(userId: string, channel: string, ecu: number): Promise<UdsErrorCodeRow[]> {
      return db
        .selectFrom('udsChannelCodes as c')
        .innerJoin('udsErrorCodes as e', (join) =>
          join.onRef('e.userId', '=', 'c.userId').onRef('e.dtc', '=', 'c.dtc'),
        )
        .selectAll('e')
        .where('c.userId', '=', userId)
        .where('c.channel', '=', channel)
        .where('c.ecu', '=', ecu)
        .orderBy('e.dtc')
        .execute();
    },

    /** Replaces the codes a channel/ECU reports. */
    async setChannelCodes(
      userId: string,
      channel: string,
      ecu: number,
      dtcs: readonly number[],
    ): Promise<void> {
      await db
        .deleteFrom('udsChannelCodes')
        .where('userId', '=', userId)
        .where('channel', '=', channel)
        .where('ecu', '=', ecu)
        .execute();
      if (dtcs.length > 0)
        await db
          .insertInto('udsChannelCodes')
          .values(dtcs.map((dtc) => ({ userId, channel, ecu, dtc })))
          .execute();
    },
  };
}
