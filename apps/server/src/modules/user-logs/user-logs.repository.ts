import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
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
  };
}
