import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import type { OplogsTable } from '../../db/schema';

/** Operation-log rows. */
export function oplogRepository(db: Db) {
  return {
    async insert(entry: Omit<OplogsTable, 'id'>): Promise<void> {
      await db
        .insertInto('oplogs')
        .values({ id: randomUUID(), ...entry })
        .execute();
    },
  };
}
