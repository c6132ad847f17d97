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

/** What a table's pager needs to know: the page shown, its size, the total and how to move. */
export interface PagerState {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * The portal's pager for antd tables: the count of rows ("12 items"), no size changer unless asked,
 * hidden when everything fits on one page.
 */
export function tablePagination(
  t: (key: string, options: { count: number }) => string,
  { page, pageSize, total, onChange }: PagerState,
  sizeChanger = false,
) {
  return {
    current: page,
    pageSize,
    total,
    onChange,
    showSizeChanger: sizeChanger,
    hideOnSinglePage: !sizeChanger,
    showTotal: (count: number) => t('common.total', { count }),
  };
}
