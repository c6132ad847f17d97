import type { UserLogView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../db/paging';
import type { UserLogsTable } from '../../db/schema';

/** The users' own operation log; written inside the transaction of the operation it records. */
export function userLogsRepository(db: Db) {
  return {
    async insert(entry: Omit<UserLogsTable, 'id'>): Promise<void> {
      await db
        .insertInto('userLogs')
        .values({ id: randomUUID(), ...entry, content: entry.content.slice(0, 1024) })
        .execute();
    },

    /** A page of the user's entries, newest first unless told. */
    list(userId: string, query: ListWindow): Promise<ListPage<UserLogView>> {
      const select = db
        .selectFrom('userLogs')
        .select(['id', 'content', 'ip', 'createdAt'])
        .where('userId', '=', userId);
      return listPage(select, query, 'createdAt', 'id');
    },
  };
}
