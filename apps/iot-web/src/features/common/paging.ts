import type { TablePaginationConfig } from 'antd';
import { DEVICE_TABLE_PAGE_SIZE, type ListResult } from '@fleetkey/contract';

/** Rows per page of the console's tables (iot-console.md §9). */
export const TABLE_PAGE_SIZE = DEVICE_TABLE_PAGE_SIZE;

/** The skip/limit of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { skip: number; limit: number } {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

/** What a server-paged list screen asks its list query for, besides its own filters. */
export interface ListPageQuery {
  page: number;
  pageSize: number;
  search: string;
  /** Newest first. */
  descend: boolean;
}

/** The parts of a list page's query that its table shows. */
export interface PagedQuery<T> {
  data: ListResult<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** antd's pager over a server-paged list: the page shown, the rows the server has, where a click goes. */
export function serverPager(
  page: number,
  onPage: (page: number) => void,
  list: ListResult<unknown> | undefined,
  pageSize = TABLE_PAGE_SIZE,
): TablePaginationConfig {
  return { current: page, pageSize, total: list?.totalCount ?? 0, onChange: onPage };
}
