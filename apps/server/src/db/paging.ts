import type { ListResult } from '@fleetkey/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

/** The window of a list call (`skip`, `limit`, `descend`, `aggregation=count`); a parsed ListQuery is one. */
export interface ListWindow {
  skip: number;
  limit: number;
  descend: boolean;
  aggregation?: 'count' | undefined;
}

/** The list answer every list route gives; `count` is present for `aggregation=count`. */
export type ListPage<T> = ListResult<T> & { count?: number };

/**
 * Runs a filtered select as a page: the total of matching rows, then one window of them ordered by
 * `orderBy` (ties broken by `tieBreaker` so pages never overlap). `aggregation=count` returns the count only.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: ListWindow,
  orderBy: string,
  tieBreaker?: string,
): Promise<ListPage<O>> {
  // Kysely cannot infer the row of a generic builder's re-selection; the one column is named here.
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  const totalCount = Number(counted?.n ?? 0);
  if (window.aggregation === 'count') return { totalCount, count: totalCount, result: [] };

  const direction = window.descend ? 'desc' : 'asc';
  let page = query.orderBy(sql.ref(orderBy), direction);
  if (tieBreaker) page = page.orderBy(sql.ref(tieBreaker), direction);
  const result = await page.limit(window.limit).offset(window.skip).execute();
  return { totalCount, result };
}

/** A page's rows as views, with its total; a count-only page's `count` is not carried over. */
export function pageOfViews<T, V>(page: ListResult<T>, view: (row: T) => V): ListResult<V> {
  return { totalCount: page.totalCount, result: page.result.map((row) => view(row)) };
}
