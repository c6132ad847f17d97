import { sql, type Kysely } from 'kysely';
import type Sqlite from 'better-sqlite3';
import { sqliteConnectionOf } from './engine';
import { selectJsonRows, type JsonColumnType } from './json-rows';

// The hot write of device data: tens of thousands of rows a second, each row new unless a message was
// delivered twice. SQLite is fastest with one cached prepared statement run per row on the connection
// (about twice the speed of unpacking JSON, and no statement to parse per batch); PostgreSQL with one
// INSERT … SELECT over a JSON parameter (one round trip per batch).

const statements = new WeakMap<Sqlite.Database, Map<string, Sqlite.Statement>>();

function prepared(connection: Sqlite.Database, text: string): Sqlite.Statement {
  const cache = statements.get(connection) ?? new Map<string, Sqlite.Statement>();
  statements.set(connection, cache);
  let statement = cache.get(text);
  if (!statement) {
    statement = connection.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

/**
 * Inserts the rows into `table`, skipping any whose primary key is taken, inside `trx` — a transaction
 * of `db` — and answers how many were inserted.
 */
export async function insertNewRows<DB, Row extends object>(
  db: Kysely<DB>,
  trx: Kysely<DB>,
  table: string,
  columns: Record<keyof Row & string, JsonColumnType>,
  rows: readonly Row[],
): Promise<number> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const connection = sqliteConnectionOf(db);
  if (connection) {
    // Kysely holds the one connection for `trx`, with its transaction open: these run inside it, and no
    // other query can run in between (the driver lets one caller at a time use the connection).
    // Named parameters bind straight from each row object: no array per row for the collector.
    const insert = prepared(
      connection,
      `insert into ${table} (${names.join(', ')}) values (${names.map((name) => `@${name}`).join(', ')}) on conflict do nothing`,
    );
    let inserted = 0;
    for (const row of rows) inserted += insert.run(row).changes;
    return inserted;
  }
  const result = await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.id(name)))})
    ${selectJsonRows(trx, columns, rows)} on conflict do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
