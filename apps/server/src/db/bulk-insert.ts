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

/** A table's columns (as JSON types) and which of them make its primary key. */
export interface BulkTable<Row extends object> {
  name: string;
  columns: Record<keyof Row & string, JsonColumnType>;
  key: readonly (keyof Row & string)[];
}

const keyOf = <Row extends object>(table: BulkTable<Row>, row: Row) =>
  table.key.map((column) => String(row[column])).join('\0');

/**
 * Inserts the rows, skipping any whose primary key is taken, inside `trx` — a transaction of `db` — and
 * answers, row by row, whether it was inserted. The rows' keys must be distinct. On PostgreSQL an insert
 * that meets a key another transaction is inserting waits for it, so the answer is exact across nodes.
 */
export async function insertNewRows<DB, Row extends object>(
  db: Kysely<DB>,
  trx: Kysely<DB>,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<boolean[]> {
  const names = Object.keys(table.columns) as (keyof Row & string)[];
  const connection = sqliteConnectionOf(db);
  if (connection) {
    // Kysely holds the one connection for `trx`, with its transaction open: these run inside it, and no
    // other query can run in between (the driver lets one caller at a time use the connection).
    // Named parameters bind straight from each row object: no array per row for the collector.
    const insert = prepared(
      connection,
      `insert into ${table.name} (${names.join(', ')}) values (${names.map((name) => `@${name}`).join(', ')}) on conflict do nothing`,
    );
    return rows.map((row) => insert.run(row).changes > 0);
  }
  if (rows.length === 0) return [];
  const result =
    await sql<Row>`insert into ${sql.table(table.name)} (${sql.join(names.map((name) => sql.id(name)))})
    ${selectJsonRows(trx, table.columns, rows)} on conflict do nothing
    returning ${sql.join(table.key.map((name) => sql.id(name)))}`.execute(trx);
  const inserted = new Set(result.rows.map((row) => keyOf(table, row)));
  return rows.map((row) => inserted.has(keyOf(table, row)));
}

/** How a stored row takes in a row whose primary key it holds: per column, SQL over `excluded.<column>` and the table's own. */
export type RowMerge<Row extends object> = Partial<Record<keyof Row & string, string>>;

/** Inserts the rows, replacing the other columns of any whose primary key is taken (last write wins). */
export function upsertRows<DB, Row extends object>(
  db: Kysely<DB>,
  trx: Kysely<DB>,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  const merge: RowMerge<Row> = {};
  for (const name of Object.keys(table.columns) as (keyof Row & string)[])
    if (!table.key.includes(name)) merge[name] = `excluded.${name}`;
  return mergeRows(db, trx, table, rows, merge);
}

/**
 * Inserts the rows; one whose primary key is taken is merged into the stored row by `merge` (the SQL of
 * each column's new value). The rows' keys must be distinct.
 */
export async function mergeRows<DB, Row extends object>(
  db: Kysely<DB>,
  trx: Kysely<DB>,
  table: BulkTable<Row>,
  rows: readonly Row[],
  merge: RowMerge<Row>,
): Promise<void> {
  const names = Object.keys(table.columns) as (keyof Row & string)[];
  const updates = Object.entries(merge).map(([name, value]) => `${name} = ${String(value)}`);
  const onConflict = `on conflict (${table.key.join(', ')}) do update set ${updates.join(', ')}`;
  const connection = sqliteConnectionOf(db);
  if (connection) {
    const insert = prepared(
      connection,
      `insert into ${table.name} (${names.join(', ')}) values (${names.map((name) => `@${name}`).join(', ')}) ${onConflict}`,
    );
    for (const row of rows) insert.run(row);
    return;
  }
  if (rows.length === 0) return;
  await sql`insert into ${sql.table(table.name)} (${sql.join(names.map((name) => sql.id(name)))})
    ${selectJsonRows(trx, table.columns, rows)} ${sql.raw(onConflict)}`.execute(trx);
}
