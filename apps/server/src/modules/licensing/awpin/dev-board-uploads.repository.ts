import type { DevBoardUploadView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { DevelopBoardUploadsTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** GET /develop_board/uploads' search and board filter. */
export interface UploadFilter {
  search?: string | undefined;
  boardId?: string | undefined;
}

/** An upload's blob, for the download and for removal. */
export interface UploadBlob {
  fileName: string;
  blobName: string;
}

/** Queries of the files uploaded for development boards. */
export function devBoardUploadsRepository(db: Db) {
  const joined = () =>
    db
      .selectFrom('developBoardUploads as u')
      .innerJoin('developBoards as b', 'b.id', 'u.boardId')
      .select([
        'u.id',
        'u.boardId',
        'b.serial',
        'b.model',
        'u.fileName',
        'u.size',
        'u.sha256',
        'u.uploader',
        'u.createdAt',
      ]);

  const toView = (row: DevBoardUploadView): DevBoardUploadView => ({
    ...row,
    size: Number(row.size),
    createdAt: Number(row.createdAt),
  });

  return {
    async list(query: ListWindow & UploadFilter): Promise<ListPage<DevBoardUploadView>> {
      let select = joined();
      if (query.search) {
        const search = query.search;
        select = select.where((eb) =>
          eb.or([
            containsText('u.fileName', search),
            containsText('u.uploader', search),
            containsText('b.serial', search),
          ]),
        );
      }
      if (query.boardId) select = select.where('u.boardId', '=', query.boardId);
      const page = await listPage(select, query, 'u.createdAt', 'u.id');
      return { ...page, result: page.result.map(toView) };
    },

    async insert(row: Insertable<DevelopBoardUploadsTable>): Promise<void> {
      await db.insertInto('developBoardUploads').values(row).execute();
    },

    async find(id: string): Promise<DevBoardUploadView | undefined> {
      const row = await joined().where('u.id', '=', id).executeTakeFirst();
      return row && toView(row);
    },

    async blobOf(id: string): Promise<UploadBlob | undefined> {
      return db
        .selectFrom('developBoardUploads')
        .select(['fileName', 'blobName'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async blobsOf(ids: readonly string[]): Promise<(UploadBlob & { id: string })[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('developBoardUploads')
        .select(['id', 'fileName', 'blobName'])
        .where('id', 'in', ids)
        .orderBy('fileName')
        .execute();
    },

    async delete(ids: readonly string[]): Promise<void> {
      await db.deleteFrom('developBoardUploads').where('id', 'in', ids).execute();
    },
  };
}
