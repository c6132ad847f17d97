import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';

// Every difference between SQLite and PostgreSQL lives in this file, one function each.

// int8 columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Kysely dialect for the configured engine (SQLite: WAL, busy timeout, foreign keys on). */
export function createDialect(database: DatabaseConfig): Dialect {
  switch (database.engine) {
    case 'sqlite': {
      if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
      const db = new Sqlite(database.file);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
      return new SqliteDialect({ database: db });
    }
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: database.url, max: 10 });
      // An idle connection the server ends (restart, admin termination) must not take the process down;
      // the pool replaces it on the next query.
      pool.on('error', (error) =>
        console.error(`fleetkey: idle PostgreSQL connection closed: ${error.message}`),
      );
      return new PostgresDialect({ pool });
    }
  }
}

/** True when the error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
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
