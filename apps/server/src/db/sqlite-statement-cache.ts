import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept per connection: the queries' texts, not their parameters (`in (?, ?)` lists vary). */
const KEPT_STATEMENTS = 500;

/**
 * The connection as Kysely's SQLite dialect sees it, with each statement prepared once and kept (the least
 * recently used go first). Kysely prepares every query anew, and preparing costs more than running most of
 * our queries: a health check spent a third of its database time there. A kept statement that is still
 * being iterated (a streamed select not read to its end) cannot run twice at once, so that caller gets a
 * fresh one.
 */
export function withStatementCache(connection: Sqlite.Database): SqliteDatabase {
  const kept = new Map<string, Sqlite.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement) {
        if (statement.busy) return connection.prepare(sql);
        // Map order is use order: move it to the young end.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = connection.prepare(sql);
      kept.set(sql, prepared);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value ?? sql);
      return prepared;
    },
  };
}
