import type { ServerText, UserLogView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { UserLogsTable } from '../../../db/schema';
import { readServerText, serverTextColumns } from '../messages/server-text';

/** An entry to write: the English content, and the text key and values a console words it by. */
export type NewUserLog = Pick<UserLogsTable, 'userId' | 'content' | 'ip' | 'createdAt'> & {
  text: ServerText;
};

/** The users' own operation log; written inside the transaction of the operation it records. */
export function userLogsRepository(db: Db) {
  return {
    async insert({ text, ...entry }: NewUserLog): Promise<void> {
      await db
        .insertInto('userLogs')
        .values({
          id: randomUUID(),
          ...entry,
          content: entry.content.slice(0, 1024),
          ...serverTextColumns(text),
        })
        .execute();
    },

    /** A page of the user's entries, newest first unless told. */
    async list(userId: string, query: ListWindow): Promise<ListPage<UserLogView>> {
      const select = db
        .selectFrom('userLogs')
        .select(['id', 'content', 'ip', 'createdAt', 'textKey', 'textParams'])
        .where('userId', '=', userId);
      const page = await listPage(select, query, 'createdAt', 'id');
      return {
        ...page,
        result: page.result.map(({ textKey, textParams, ...entry }) => ({
          ...entry,
          ...readServerText({ textKey, textParams }),
        })),
      };
    },
  };
}
