import type { Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { deleteRowById } from '../../../db/rows-by-id';
import type { CommonFilesTable } from '../../../db/schema';

/** A stored common file's row. */
export type CommonFileRow = Selectable<CommonFilesTable>;

/** Queries on common files; every call names the main account whose files they are. */
export function commonFilesRepository(db: Db) {
  return {
    /** The account's files, newest first. */
    list(ownerId: string): Promise<CommonFileRow[]> {
      return db
        .selectFrom('commonFiles')
        .selectAll()
        .where('userId', '=', ownerId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
    },

    find(ownerId: string, id: string): Promise<CommonFileRow | undefined> {
      return db
        .selectFrom('commonFiles')
        .selectAll()
        .where('userId', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(trx: Db, ownerId: string): Promise<number> {
      const row = await trx
        .selectFrom('commonFiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(trx: Db, row: CommonFileRow): Promise<void> {
      await trx.insertInto('commonFiles').values(row).execute();
    },

    /** Deletes a file's row; false when the account has no such file. */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRowById(db, 'commonFiles', (eb) => eb('userId', '=', ownerId), id);
    },
  };
}
