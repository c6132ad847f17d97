import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from './engine';

/** A column's foreign key as a migration changes it: `from` ("table.column", with ON DELETE CASCADE) to `to` (no action) or none. */
export interface ReferenceChange {
  table: string;
  column: string;
  from: string;
  to: string | null;
}

const split = (target: string): [string, string] => {
  const [table = '', column = ''] = target.split('.');
  return [table, column];
};

// PostgreSQL names an inline REFERENCES constraint `{table}_{column}_fkey`; it is dropped and, when the
// column keeps a reference, added again without the cascade.
async function changeOnPostgres(db: Kysely<unknown>, changes: readonly ReferenceChange[]): Promise<void> {
  for (const change of changes) {
    const name = `${change.table}_${change.column}_fkey`;
    await sql`alter table ${sql.table(change.table)} drop constraint ${sql.id(name)}`.execute(db);
    if (change.to === null) continue;
    const [table, column] = split(change.to);
    await sql`alter table ${sql.table(change.table)} add constraint ${sql.id(name)} foreign key (${sql.ref(
      change.column,
    )}) references ${sql.table(table)} (${sql.ref(column)})`.execute(db);
  }
}

// The stored CREATE TABLE text with the column's reference rewritten; throws when the text is not the one
// the earlier migration wrote, rather than rebuild a table it does not know.
function rewritten(definition: string, change: ReferenceChange): string {
  const [fromTable, fromColumn] = split(change.from);
  const pattern = new RegExp(
    `("${change.column}" [^,]*?) references "${fromTable}" \\("${fromColumn}"\\) on delete cascade`,
  );
  if (!pattern.test(definition))
    throw new Error(`${change.table}.${change.column} does not reference ${change.from} with a cascade`);
  const [table, column] = change.to === null ? [] : split(change.to);
  return definition.replace(pattern, change.to === null ? '$1' : `$1 references "${table}" ("${column}")`);
}

interface SchemaRow {
  type: string;
  name: string;
  sql: string | null;
}

// SQLite cannot alter a constraint: each table is rebuilt under the documented procedure (foreign keys off,
// new table, copy, drop, rename, indexes again, foreign_key_check) in one transaction. Migrations on SQLite
// run outside a transaction, so the pragma takes effect; it is turned on again whatever happens.
async function changeOnSqlite(db: Kysely<unknown>, changes: readonly ReferenceChange[]): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`pragma foreign_keys = off`.execute(connection);
    try {
      await connection.transaction().execute(async (trx) => {
        const tables = [...new Set(changes.map((c) => c.table))];
        for (const table of tables) {
          const { rows } =
            await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(
              trx,
            );
          const definition = rows.find((r) => r.type === 'table')?.sql;
          if (!definition) throw new Error(`no table ${table}`);
          let next = definition;
          for (const change of changes.filter((c) => c.table === table)) next = rewritten(next, change);
          const temporary = `${table}__rebuilt`;
          await sql.raw(next.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${temporary}"`)).execute(trx);
          await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(trx);
          await sql`drop table ${sql.table(table)}`.execute(trx);
          await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(trx);
          for (const index of rows)
            if (index.type === 'index' && index.sql) await sql.raw(index.sql).execute(trx);
        }
        const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.length > 0) throw new Error(`rebuilt tables break ${broken.length} foreign keys`);
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(connection);
    }
  });
}

/** Drops the cascade (and, where `to` is null, the reference) from foreign keys, on either engine, keeping every row. */
export async function changeReferences(
  db: Kysely<unknown>,
  changes: readonly ReferenceChange[],
): Promise<void> {
  if (runsOnSqlite(db)) await changeOnSqlite(db, changes);
  else await changeOnPostgres(db, changes);
}
