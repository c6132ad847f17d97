import type { FileUploadView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { FileUploadsTable } from '../../../db/schema';

/** Blob-store folder of generic uploads. */
export const UPLOADS = 'uploads';

/** Generic upload records (POST /sys/file/upload). */
export function fileUploadsRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('fileUploads')
      .select(['id', 'type', 'log', 'fileName', 'size', 'sha256', 'adminName', 'createdAt']);

  return {
    async insert(row: Insertable<FileUploadsTable>): Promise<void> {
      await db.insertInto('fileUploads').values(row).execute();
    },

    /** A page of uploads, newest first unless told, optionally of one type. */
    list(query: ListWindow & { type?: string | undefined }): Promise<ListPage<FileUploadView>> {
      let select = view();
      if (query.type) select = select.where('type', '=', query.type);
      return listPage(select, query, 'createdAt', 'id');
    },

    findById(id: string): Promise<FileUploadView | undefined> {
      return view().where('id', '=', id).executeTakeFirst();
    },
  };
}
