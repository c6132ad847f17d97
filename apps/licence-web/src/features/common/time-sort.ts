import type { TableColumnsType, TableProps } from 'antd';
import { formatDateTime } from './format';

// The administration lists order on the server: most by time only (newest first unless told), the time
// column's sort state being the list's `descend`; a few by one of several columns (`ColumnOrder`).

/** What an antd table reports as its sort state. */
export type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** A list ordered by one of several columns. */
export interface ColumnOrder<K> {
  sort: K;
  descend: boolean;
}

const DIRECTIONS = ['descend' as const, 'ascend' as const];

function firstOf<T>(sorter: Sorter<T>) {
  return Array.isArray(sorter) ? sorter[0] : sorter;
}

/** Whether the table now asks for newest first (clearing the sort returns to the default, newest first). */
export function newestFirst<T>(sorter: Sorter<T>): boolean {
  return firstOf(sorter)?.order !== 'ascend';
}

/**
 * The time column's sort props for the list's current order. `cycle` keeps the column sorted (descend,
 * ascend, descend…) instead of clearing it after ascend.
 */
export function timeSort(descend: boolean, cycle = false) {
  return {
    sorter: true,
    sortOrder: descend ? ('descend' as const) : ('ascend' as const),
    sortDirections: cycle ? [...DIRECTIONS, 'descend' as const] : DIRECTIONS,
  };
}

/** A list's time column (date and time), kept sorted in the list's current order. */
export function timeColumn<T>(
  key: string,
  title: string,
  descend: boolean,
  timeOf: (row: T) => number,
): TableColumnsType<T>[number] {
  return { key, title, ...timeSort(descend, true), render: (_, row) => formatDateTime(timeOf(row)) };
}

/** The order the table now asks for; a cleared sort (or an unknown column) returns to `fallback`. */
export function columnOrder<T, K>(
  sorter: Sorter<T>,
  isKey: (key: unknown) => key is K,
  fallback: ColumnOrder<K>,
): ColumnOrder<K> {
  const one = firstOf(sorter);
  return one?.order && isKey(one.columnKey)
    ? { sort: one.columnKey, descend: one.order !== 'ascend' }
    : fallback;
}

/**
 * A sortable column's props for the list's current order. `cycle` keeps a column sorted (descend, ascend,
 * descend…) instead of clearing it after ascend.
 */
export function columnSort<K>(order: ColumnOrder<K>, key: K, cycle = false) {
  return {
    sorter: true,
    sortOrder: order.sort === key ? (order.descend ? ('descend' as const) : ('ascend' as const)) : null,
    sortDirections: cycle ? [...DIRECTIONS, 'descend' as const] : DIRECTIONS,
  };
}
