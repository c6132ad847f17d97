/** Rows per page of the console's tables (iot-console.md §9). */
export { DEVICE_TABLE_PAGE_SIZE as TABLE_PAGE_SIZE } from '@fleetkey/contract';

/** The skip/limit of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { skip: number; limit: number } {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}
