import type { TableProps } from 'antd';

// The administration lists order by time only (newest first unless told): a table's one sortable column
// is its time, and its sort state is the list's `descend`.

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** Whether the table now asks for newest first (clearing the sort returns to the default, newest first). */
export function newestFirst<T>(sorter: Sorter<T>): boolean {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  return single?.order !== 'ascend';
}

/** The time column's sort props for the list's current order. */
export function timeSort(descend: boolean) {
  return {
    sorter: true,
    sortOrder: descend ? ('descend' as const) : ('ascend' as const),
    sortDirections: ['descend' as const, 'ascend' as const],
  };
}
