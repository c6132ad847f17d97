import { sql, type SelectQueryBuilder } from 'kysely';

/** Whether the query matches any row; it selects nothing of its own, and at most one row is read. */
export async function exists<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  const row = await query
    .select(sql<number>`1`.as('found'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
