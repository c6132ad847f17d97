import { sql, type Kysely, type RawBuilder } from 'kysely';
import { runsOnSqlite } from './engine';

/**
 * A new random id computed by the database for each row, for INSERT … SELECT writes of many rows at once
 * (a broadcast's message to every user): 32 hex characters from 16 random bytes on SQLite, a UUID on
 * PostgreSQL — both fit the varchar(36) id columns and are as unlikely to collide as randomUUID().
 */
export function sqlRandomId<DB>(db: Kysely<DB>): RawBuilder<string> {
  return runsOnSqlite(db) ? sql<string>`lower(hex(randomblob(16)))` : sql<string>`gen_random_uuid()::text`;
}
