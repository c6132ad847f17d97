import type { Expression, ExpressionBuilder, Kysely, SqlBool, Updateable } from 'kysely';
import type { Db } from './kysely';
import type { Database } from './schema';

/** The tables whose rows are named by a text `id`. */
export type IdTable = {
  [T in keyof Database]: Database[T] extends { id: string } ? T : never;
}[keyof Database];

/**
 * Which rows of `T` a write may touch: the caller's (its owner's, its scope's, its device's), or those still
 * as they were read (a compare-and-set: the state or expiry it moves from).
 */
export type RowFilter<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

// Kysely cannot type a query on a table chosen by a type parameter, so the query runs on a view of the
// database as tables of ids; the signatures below have checked `table`, `reach` and `set` against the real one.
type IdRows = Record<string, { id: string }>;
const idRows = (db: Db) => db as unknown as Kysely<IdRows>;
const asIdRowFilter = <T extends IdTable>(reach: RowFilter<T>) =>
  reach as unknown as (eb: ExpressionBuilder<IdRows, string>) => Expression<SqlBool>;

/** Changes the row `id` among those `reach` admits; false when there is no such row. */
export async function updateRowById<T extends IdTable>(
  db: Db,
  table: T,
  reach: RowFilter<T>,
  id: string,
  set: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await idRows(db)
    .updateTable(table as string)
    .set(set as Updateable<IdRows[string]>)
    .where(asIdRowFilter(reach))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the row `id` among those `reach` admits; false when there is no such row. */
export async function deleteRowById<T extends IdTable>(
  db: Db,
  table: T,
  reach: RowFilter<T>,
  id: string,
): Promise<boolean> {
  const result = await idRows(db)
    .deleteFrom(table as string)
    .where(asIdRowFilter(reach))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
