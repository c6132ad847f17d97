import type { WebappView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { WebappsTable } from '../../../db/schema';

/** Blob-store folder of the web bundles. */
export const WEBAPPS = 'webapps';

/** Web app version records; each bundle is kept as uploaded in the blob store. */
export function webappsRepository(db: Db) {
  const view = () =>
    db
      .selectFrom('webapps')
      .select(['id', 'webPath', 'fileName', 'size', 'sha256', 'adminName', 'createdAt']);

  return {
    async insert(row: Insertable<WebappsTable>): Promise<void> {
      await db.insertInto('webapps').values(row).execute();
    },

    /** A page of versions, newest first unless told, optionally for one web path. */
    list(query: ListWindow & { webPath?: string | undefined }): Promise<ListPage<WebappView>> {
      let select = view();
      if (query.webPath) select = select.where('webPath', '=', query.webPath);
      return listPage(select, query, 'createdAt', 'id');
    },

    findById(id: string): Promise<WebappView | undefined> {
      return view().where('id', '=', id).executeTakeFirst();
    },
  };
}
