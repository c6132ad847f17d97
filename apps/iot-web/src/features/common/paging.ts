import type { ListResult } from '@fleetkey/contract';

/** Rows per page of the console's tables (iot-console.md §9). */
export { DEVICE_TABLE_PAGE_SIZE as TABLE_PAGE_SIZE } from '@fleetkey/contract';

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
