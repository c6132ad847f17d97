import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminsApi, oplogsApi } from '@fleetkey/api-client';
import type { OplogFilters } from '@fleetkey/api-client';
import { useApiClient, saveBlob } from '@fleetkey/web-kit';
import { pageWindow } from '../../common/paging';

/** Rows per page of the operation log (one line each, like the user's own log). */
export const OPLOG_PAGE_SIZE = 20;

function useOplogsApi() {
  const client = useApiClient();
  return useMemo(() => ({ oplogs: oplogsApi(client), admins: adminsApi(client) }), [client]);
}

/** A page of the operation log for the filters, newest first unless `descend` is false. */
export function useOplogs(filters: OplogFilters, page: number, descend: boolean) {
  const api = useOplogsApi();
  return useQuery({
    queryKey: ['oplogs', filters, page, descend],
    queryFn: () => api.oplogs.list({ ...filters, ...pageWindow(page, OPLOG_PAGE_SIZE), descend }),
    placeholderData: keepPreviousData,
    // Every administrator write adds an entry: a visit always shows the latest.
    staleTime: 0,
    meta: { silentError: true },
  });
}

/** The administrators to filter by, when the signed-in administrator may list them. */
export function useAdminChoices(enabled: boolean) {
  const api = useOplogsApi();
  return useQuery({
    queryKey: ['oplog-admins'],
    queryFn: () => api.admins.list(),
    enabled,
    select: (admins) =>
      admins.result.map((admin) => ({
        value: admin.id,
        label: admin.name ? `${admin.name} (${admin.username})` : admin.username,
      })),
  });
}

/** Downloads the CSV of every entry of the filters, in the table's order, and saves it. */
export function useOplogExport() {
  const api = useOplogsApi();
  return useMutation({
    mutationFn: (query: OplogFilters & { descend: boolean }) => api.oplogs.exportCsv(query),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'oplogs.csv'),
  });
}
