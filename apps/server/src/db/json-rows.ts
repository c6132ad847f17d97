import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';
import { runsOnSqlite } from './engine';

// Bulk writes of telemetry: thousands of rows a second in one statement per batch. Binding each value as
// its own parameter makes a large statement slow to build and to prepare, and both engines cap the
// parameters of one statement; instead the whole batch is one JSON parameter that the database unpacks.
// That unpacking is the one engine-specific part, here.

/** SQL type of a column unpacked from JSON. */
export type JsonColumnType = 'text' | 'smallint' | 'bigint' | 'double precision';

/**
 * `select <columns> from <rows> where true`: the rows (objects keyed by column name) as a select over one
 * JSON parameter — SQLite's json_each, PostgreSQL's json_to_recordset — for `insert into … <this>`. The
 * `where true` lets SQLite parse an upsert (ON CONFLICT) after a select.
 */
export function selectJsonRows<DB, Row extends object>(
  db: Kysely<DB>,
  columns: Record<keyof Row & string, JsonColumnType>,
  rows: readonly Row[],
): RawBuilder<unknown> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  // Only the table's columns: a row may carry more (a batch's bookkeeping), which would only lengthen the text.
  const json = JSON.stringify(rows, names);
  if (runsOnSqlite(db)) {
    const picks = names.map((name) => sql`value ->> ${sql.lit(`$.${name}`)}`);
    return sql`select ${sql.join(picks)} from json_each(${json}) where true`;
  }
  const types = names.map((name) => sql`${sql.id(name)} ${sql.raw(columns[name])}`);
  return sql`select ${sql.join(names.map((name) => sql.id(name)))} from json_to_recordset(${json}::json) as r(${sql.join(types)}) where true`;
}

/**
 * Stores a table in primary-key order where the engine supports it (SQLite WITHOUT ROWID): a narrow table
 * read by key ranges then needs no second B-tree, halving the writes per row. PostgreSQL keeps its heap.
 */
export function clusteredOnPrimaryKey<Name extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<Name, C>,
): CreateTableBuilder<Name, C> {
  return runsOnSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;
}
