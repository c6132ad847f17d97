import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type CompiledQuery,
  type Dialect,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statement-cache';
import { watchWrites } from './write-watch';
import { createWriteTurn, takingWriteTurns, type WriteTurn } from './write-turn';

// Every difference between SQLite and PostgreSQL lives in this file, one function each.

// int8 columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// Bulk telemetry writes on SQLite run cached prepared statements on the connection itself
// (db/bulk-insert.ts); these remember which connection a dialect, and then a database, runs on, and the turn
// its writes wait for (db/write-turn.ts).
const sqliteConnections = new WeakMap<object, { connection: Sqlite.Database; turn?: WriteTurn }>();

/** Records that `db` runs on `dialect`'s SQLite connection, if it has one. */
export function bindSqliteConnection(db: object, dialect: Dialect): void {
  const bound = sqliteConnections.get(dialect);
  if (bound) sqliteConnections.set(db, bound);
}

/** The better-sqlite3 connection a database opened by openDatabase runs on; undefined on PostgreSQL. */
export function sqliteConnectionOf(db: object): Sqlite.Database | undefined {
  return sqliteConnections.get(db)?.connection;
}

/** The turn a SQLite database's writes wait for, shared with the ingest writer's worker; undefined on PostgreSQL. */
export function sqliteWriteTurnOf(db: object): WriteTurn | undefined {
  return sqliteConnections.get(db)?.turn;
}

/** A connection to a SQLite file with the server's settings (WAL, busy timeout, foreign keys, caches). */
export function openSqliteConnection(file: string): Sqlite.Database {
  const connection = new Sqlite(file);
  connection.pragma('journal_mode = WAL');
  // A checkpoint copies every page the WAL holds back into the database file, on the writing connection, in
  // its commit: a telemetry batch dirties a page per device and point, and at SQLite's default (1,000 pages)
  // nearly every batch paid for one. At 10,000 pages (about 40 MB) a page written by many batches is copied
  // once: the device-data writer took 76 µs a message in batches of 200 messages, 54 µs after (bench of the
  // writer alone; 28 against 31 µs in batches of 1,000).
  connection.pragma('wal_autocheckpoint = 10000');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  // Telemetry writes land on many B-tree pages at once (every device and point is its own key range);
  // SQLite's default 2 MB page cache would reread them from the OS on every batch.
  connection.pragma('cache_size = -65536');
  return connection;
}

/** Kysely over a dialect as the server uses it: camelCase names in the code, snake_case in the database. */
export function kyselyOn(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/**
 * Kysely over a connection of its own to a SQLite file, for a worker thread: no write watch, and no write turn
 * (its user takes the server's turn before it writes).
 */
export function sqliteDatabaseOnFile(file: string): Kysely<Database> {
  const connection = openSqliteConnection(file);
  const db = kyselyOn(new SqliteDialect({ database: withStatementCache(connection) }));
  sqliteConnections.set(db, { connection });
  return db;
}

/**
 * A check that the database answers a trivial query; it throws when it does not. SQLite's runs on the server's
 * own connection and blocks while it runs, so no timer could interrupt it and none is set; PostgreSQL's gives
 * up after `timeoutMs` (a hung connection is a database down).
 */
export function databasePing(db: Kysely<Database>, timeoutMs: number): () => Promise<void> {
  const connection = sqliteConnectionOf(db);
  if (connection) {
    const select = connection.prepare('select 1');
    return async () => {
      select.get();
    };
  }
  const ping = sql`select 1`.compile(db);
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([db.executeQuery(ping), gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Whether a database (or a transaction on one) runs on SQLite. */
export function runsOnSqlite<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Kysely dialect for the configured engine (SQLite: WAL, busy timeout, foreign keys on), its writes
 * heard by onTableChange.
 */
export function createDialect(database: DatabaseConfig): Dialect {
  switch (database.engine) {
    case 'sqlite': {
      if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
      const connection = openSqliteConnection(database.file);
      const turn = createWriteTurn();
      const dialect = watchWrites(
        takingWriteTurns(new SqliteDialect({ database: withStatementCache(connection) }), turn),
      );
      sqliteConnections.set(dialect, { connection, turn });
      return dialect;
    }
    case 'postgres': {
      // A query waits at most 5 s for a connection while the database is unreachable, then fails: callers
      // retry with backoff (ingest) or answer 503, rather than hang.
      const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5_000 });
      // A connection the server ends (restart, admin termination, a cut network) must not take the process
      // down, idle in the pool or checked out between two queries: the pool replaces it on the next query.
      const closed = (error: Error) =>
        console.error(`fleetkey: PostgreSQL connection closed: ${error.message}`);
      pool.on('error', closed);
      pool.on('connect', (client) => client.on('error', closed));
      return watchWrites(new PostgresDialect({ pool }));
    }
  }
}

/** True when the error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when the error is a foreign-key violation on either engine (a row still referenced, or gone). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** One line saying why the database could not be reached, without a stack trace. */
export function describeConnectError(database: DatabaseConfig, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  switch (database.engine) {
    case 'sqlite':
      return `cannot open SQLite file ${database.file} (${reason})`;
    case 'postgres': {
      const url = new URL(database.url);
      return `cannot connect to PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (${reason})`;
    }
  }
}

/**
 * A compiled single-row select, run as a prepared statement kept for the life of the connection on
 * SQLite (Kysely prepares each statement anew, which costs more than the lookup on a hot path); on
 * PostgreSQL it runs through Kysely as usual. Column names come back as the select aliased them.
 */
export function preparedFirst<Row>(
  db: Kysely<Database>,
  compiled: CompiledQuery,
): (parameters: readonly unknown[]) => Promise<Row | undefined> {
  const connection = sqliteConnectionOf(db);
  if (!connection) {
    return async (parameters) => (await db.executeQuery<Row>({ ...compiled, parameters })).rows[0];
  }
  const statement = connection.prepare<unknown[], Row>(compiled.sql);
  return (parameters) => Promise.resolve(statement.get(...parameters));
}
