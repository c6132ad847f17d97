import { sql, type Kysely, type RawBuilder } from 'kysely';
import { runsOnSqlite } from './engine';

// JSON stored as text (application payloads, enterprise objects) is read inside a query with each
// engine's own operator: SQLite's ->> with a JSON path, PostgreSQL's #>> on the text cast to json.

/** The text at `path` (object keys) inside a JSON text column, or null when absent. */
export function jsonText<DB>(
  db: Kysely<DB>,
  column: string,
  path: readonly string[],
): RawBuilder<string | null> {
  if (runsOnSqlite(db)) return sql<string | null>`(${sql.ref(column)} ->> ${`$.${path.join('.')}`})`;
  return sql<string | null>`(cast(${sql.ref(column)} as json) #>> cast(${`{${path.join(',')}}`} as text[]))`;
}
