import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RuleLogFilter } from '@fleetkey/api-client';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';
import { RECORDS_POLL_MS } from './useRecords';

/** A page of rule runs, newest first; read again while one of them has an action still pending. */
export function useRuleLogs({ page, pageSize, descend }: ListPageQuery, filter: RuleLogFilter) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.ruleLogs, page, pageSize, descend, filter],
    queryFn: () => api.ruleLogs.list({ ...pageWindow(page, pageSize), descend, filter }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.result.some((run) => run.actions.some((a) => a.outcome === 'pending'))
        ? RECORDS_POLL_MS
        : false,
    meta: { silentError: true },
  });
}
