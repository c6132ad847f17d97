import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { DbcFilesTable } from '../../../db/schema';

/** A stored DBC file. */
export type DbcFileRow = Selectable<DbcFilesTable>;

/** A main account's DBC files. */
export function dbcFilesRepository(db: Db) {
  return {
    /** The account's files by name. */
    list(ownerId: string): Promise<DbcFileRow[]> {
      return db.selectFrom('dbcFiles').selectAll().where('userId', '=', ownerId).orderBy('name').execute();
    },

    find(ownerId: string, name: string): Promise<DbcFileRow | undefined> {
      return db
        .selectFrom('dbcFiles')
        .selectAll()
        .where('userId', '=', ownerId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    /**
     * Stores a file; with `replace`, in place of the row of the same name, answering the replaced row's blob
     * if any. Without it a name in use breaks the unique (user, name) constraint: the caller refuses it.
     */
    async save(row: Insertable<DbcFilesTable>, replace: boolean): Promise<string | null> {
      if (!replace) {
        await db.insertInto('dbcFiles').values(row).execute();
        return null;
      }
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .deleteFrom('dbcFiles')
          .where('userId', '=', row.userId)
          .where('name', '=', row.name)
          .returning('blobName')
          .executeTakeFirst();
        await trx.insertInto('dbcFiles').values(row).execute();
        return old?.blobName ?? null;
      });
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('dbcFiles').where('id', '=', id).execute();
    },
  };
}
