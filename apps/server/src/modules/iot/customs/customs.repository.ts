import type { CustomKey, CustomListQuery } from '@fleetkey/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { CustomsTable, Database } from '../../../db/schema';

/** A stored custom (value as JSON text). */
export type CustomRow = Selectable<CustomsTable>;

/** The owner's custom named by `key`. */
function isCustom(eb: ExpressionBuilder<Database, 'customs'>, ownerId: string, key: CustomKey) {
  return eb.and([
    eb('userId', '=', ownerId),
    eb('devtype', '=', key.devtype),
    eb('customtype', '=', key.customtype),
    eb('apptype', '=', key.apptype),
    eb('customname', '=', key.customname),
  ]);
}

/** Queries on customs; every call names the main account whose customs they are. */
export function customsRepository(db: Db) {
  const byKey = (ownerId: string, key: CustomKey) =>
    db
      .selectFrom('customs')
      .selectAll()
      .where((eb) => isCustom(eb, ownerId, key));

  return {
    /** The owner's customs, optionally of one type, customtype or app; by device type, then name. */
    list(ownerId: string, query: CustomListQuery): Promise<CustomRow[]> {
      let select = db.selectFrom('customs').selectAll().where('userId', '=', ownerId);
      if (query.devtype) select = select.where('devtype', '=', query.devtype);
      if (query.customtype) select = select.where('customtype', '=', query.customtype);
      if (query.apptype) select = select.where('apptype', '=', query.apptype);
      return select
        .orderBy('devtype')
        .orderBy('customtype')
        .orderBy('apptype')
        .orderBy('customname')
        .execute();
    },

    find(ownerId: string, key: CustomKey): Promise<CustomRow | undefined> {
      return byKey(ownerId, key).executeTakeFirst();
    },

    async count(trx: Db, ownerId: string): Promise<number> {
      const row = await trx
        .selectFrom('customs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(trx: Db, row: CustomRow): Promise<void> {
      await trx.insertInto('customs').values(row).execute();
    },

    /** Replaces a custom's value; false when there is no such custom. */
    async update(ownerId: string, key: CustomKey, set: Pick<CustomRow, 'value' | 'updatedBy' | 'updatedAt'>) {
      const result = await db
        .updateTable('customs')
        .set(set)
        .where((eb) => isCustom(eb, ownerId, key))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes a custom; false when there is no such custom. */
    async delete(ownerId: string, key: CustomKey): Promise<boolean> {
      const result = await db
        .deleteFrom('customs')
        .where((eb) => isCustom(eb, ownerId, key))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
