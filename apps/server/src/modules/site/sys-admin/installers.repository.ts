import type { InstallerView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { InstallersTable } from '../../../db/schema';

/** Blob-store folder of the installers' files. */
export const INSTALLERS = 'installers';

/** Installer records; the files themselves are in the blob store under `installers`. */
export function installersRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('installers')
      .select(['id', 'fileName', 'size', 'sha256', 'version', 'os', 'description', 'adminName', 'createdAt']);

  return {
    async insert(row: Insertable<InstallersTable>): Promise<void> {
      await db.insertInto('installers').values(row).execute();
    },

    /** A page of installers, newest first unless told. */
    list(query: ListWindow): Promise<ListPage<InstallerView>> {
      return listPage(view(), query, 'createdAt', 'id');
    },

    findById(id: string): Promise<InstallerView | undefined> {
      return view().where('id', '=', id).executeTakeFirst();
    },

    /** Where the installer's bytes are, and the name to download them as. */
    blobOf(id: string): Promise<{ blobName: string; fileName: string } | undefined> {
      return db
        .selectFrom('installers')
        .select(['blobName', 'fileName'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('installers').where('id', '=', id).execute();
    },
  };
}
