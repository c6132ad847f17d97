/** Rows per page of the portal's tables. */
export const TABLE_PAGE_SIZE = 10;

/** The skip/limit of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { skip: number; limit: number } {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

/** Pages needed for a total (at least 1, so an empty list reads "page 1/1"). */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
