import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import type { StatisticResultQuery } from '@fleetkey/api-client';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.statistics;

/** What the results screen shows: one example's results, of one device or all, with windows in a range. */
export type ResultFilter = Pick<StatisticResultQuery, 'exampleId' | 'devid' | 'from' | 'to'>;

/** A page of results, newest window first. */
export function useResultPage(filter: ResultFilter, page: number, pageSize: number, descend: boolean) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'results', 'page', filter, page, pageSize, descend],
    queryFn: () => api.statistics.results({ ...filter, ...pageWindow(page, pageSize), descend }),
    enabled: Boolean(filter.exampleId),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The chart's results: the oldest windows of the range first, as many as one call gives. */
export function useResultSeries(filter: ResultFilter) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'results', 'series', filter],
    queryFn: () => api.statistics.results({ ...filter, limit: LIST_LIMIT_MAX, descend: false }),
    enabled: Boolean(filter.exampleId),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** What a result added by hand sends besides its example: the device, the window's start, value and note. */
export interface ManualResult {
  devid: string;
  windowStart: number;
  value: number;
  note: string;
}

/** Overriding, removing and adding results; each refetches the table and the chart. */
export function useResultActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT, 'results'] });
  return {
    // The override dialog shows a refusal beside its form.
    update: useMutation({
      mutationFn: ({ id, value, note }: { id: string; value: number; note: string }) =>
        api.statistics.updateResult(id, { value, note }),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.statistics.removeResult(id), onSuccess }),
    // A result by hand; the dialog shows a refusal (the window already has one) beside its form.
    add: useMutation({
      mutationFn: (body: ManualResult & { exampleId: string }) => api.statistics.addResult(body),
      onSuccess,
      meta: { silentError: true },
    }),
  };
}
