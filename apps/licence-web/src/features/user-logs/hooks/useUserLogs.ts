import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userLogsApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';

/** Rows per page of the log (entries are one line each, so more fit than in other tables). */
export const LOG_PAGE_SIZE = 20;

/** One page of the user's own operations, newest first. */
export function useUserLogs(page: number) {
  const client = useApiClient();
  const api = useMemo(() => userLogsApi(client), [client]);
  return useQuery({
    queryKey: [QUERY_ROOTS.logs, page],
    queryFn: () => api.list(pageWindow(page, LOG_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
