import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListResult } from '@fleetkey/contract';
import { TABLE_PAGE_SIZE, tablePagination } from './paging';
import { newestFirst, type Sorter } from './time-sort';

/** What a screen hands its list's table: one page of results and how to move to another. */
export interface ListPage<T> {
  data: ListResult<T> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** The table's side of a list query showing `page`. */
export function listPageOf<T>(
  query: { data: ListResult<T> | undefined; isFetching: boolean },
  page: number,
  onPage: (page: number) => void,
): ListPage<T> {
  return { data: query.data, loading: query.isFetching, page, onPage };
}

/**
 * The table's side of a list the browser pages itself (every row it asked for is held): with the total
 * equal to the rows held, the table shows `page` of them.
 */
export function browserPageOf<T>(
  query: { data: ListResult<T> | undefined; isFetching: boolean },
  page: number,
  onPage: (page: number) => void,
): ListPage<T> {
  const result = query.data?.result;
  return { data: result && { result, totalCount: result.length }, loading: query.isFetching, page, onPage };
}

/**
 * The table's sideways scroll width: the sum of the columns' widths when every column names one (the
 * layout is then fixed, so a long value is cut rather than widening its column under the fixed ones),
 * else the content's own width.
 */
export function scrollWidth<T>(columns: TableColumnsType<T>): number | 'max-content' {
  const widths = columns.map((column) => column.width);
  return widths.every((width): width is number => typeof width === 'number')
    ? widths.reduce((sum, width) => sum + width, 0)
    : 'max-content';
}

/** A list ordered by time only: newest first or not, and how to change it. */
export interface TimeOrder {
  descend: boolean;
  onOrder: (descend: boolean) => void;
}

/**
 * The portal's list table: one server page of a list result, its loading and empty states, the portal's
 * pager, and the sort clicks handed back to the screen (the server does the ordering). The test id sits on
 * a wrapper, so a browser test finds the rows and the pager under it.
 */
export function ListTable<T extends object>({
  testId,
  data,
  loading,
  page,
  pageSize = TABLE_PAGE_SIZE,
  onPage,
  onOrder,
  onSort,
  emptyText,
  columns,
  rowKey = 'id',
  onRow,
  rowSelection,
}: ListPage<T> & {
  testId: string;
  pageSize?: number;
  /** For a list ordered by time only: newest first or not. */
  onOrder?: (descend: boolean) => void;
  /** For a list ordered by one of several columns: the table's sort state. */
  onSort?: (sorter: Sorter<T>) => void;
  emptyText: string;
  columns: TableColumnsType<T>;
  rowKey?: TableProps<T>['rowKey'];
  /** Per-row props, such as a click that opens the row. */
  onRow?: TableProps<T>['onRow'];
  /** Tick boxes for actions on several rows (export or delete the ticked ones). */
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  const { t } = useTranslation();
  const x = scrollWidth(columns);
  return (
    <div data-testid={testId}>
      <Table<T>
        tableLayout={x === 'max-content' ? undefined : 'fixed'}
        rowKey={rowKey}
        onRow={onRow}
        rowSelection={rowSelection}
        loading={loading}
        dataSource={data?.result}
        columns={columns}
        locale={{ emptyText }}
        scroll={{ x }}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort') return;
          onOrder?.(newestFirst(sorter));
          onSort?.(sorter);
        }}
        pagination={tablePagination(t, { page, pageSize, total: data?.totalCount ?? 0, onChange: onPage })}
      />
    </div>
  );
}
