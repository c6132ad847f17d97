import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, OplogView } from '@fleetkey/contract';
import type { ApiClient, FileAnswer, QueryValue } from './client';
import type { SysListQuery } from './sys-admin';

/** The operation log's filters: an administrator (id, or text in the name), the time range [from, to), text. */
export interface OplogFilters {
  adminId?: string;
  adminName?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
  search?: string;
}

const filterParams = ({
  adminId,
  adminName,
  from,
  to,
  search,
}: OplogFilters): Record<string, QueryValue> => ({
  adminId,
  adminName,
  from,
  to,
  search,
});

/** The operation log of administrator writes (licence-portal.md §3 Log, §7 GET /sys/oplogs). */
export function oplogsApi(client: ApiClient) {
  return {
    /** GET /sys/oplogs: a page of entries (admin, content, IP, time), newest first unless told. */
    list: (query: OplogFilters & SysListQuery = {}) =>
      client.get<ListResult<OplogView>>('/sys/oplogs', {
        query: { ...toListQueryParams(query), ...filterParams(query) },
      }),
    /** GET /sys/oplogs/export: every entry of the same filters (up to the server's cap) as a CSV file. */
    exportCsv: (query: OplogFilters & { descend?: boolean } = {}): Promise<FileAnswer> =>
      client.getFile('/sys/oplogs/export', { query: { ...filterParams(query), descend: query.descend } }),
  };
}
