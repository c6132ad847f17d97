import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';

export type WholeTableProps<T> = Omit<TableProps<T>, 'size' | 'pagination' | 'locale'> & {
  /** What stands in the table's place when it has no rows (antd's own "No data" when absent). */
  empty?: ReactNode;
};

/**
 * A short table shown whole: small rows, no pager (its rows are few or all of a record's), and the empty
 * text a screen gives. Server-paged lists use the consoles' list and panel tables instead.
 */
export function WholeTable<T extends object>({ empty, ...table }: WholeTableProps<T>) {
  return (
    <Table<T>
      size="small"
      pagination={false}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      {...table}
    />
  );
}
