import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatisticExampleBodyInput, StatisticState, StatisticWindow } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.statistics;
/** How often a list with a running example is read again: its last window moves by itself. */
const RUNNING_REFRESH_MS = 5000;

/** The example list's own filters besides the name search. */
export interface ExampleFilters {
  state?: StatisticState;
  window?: StatisticWindow;
}

/** A page of the user's examples, newest first; read again while one of them runs. */
export function useExampleList({ page, pageSize, search, descend }: ListPageQuery, filters: ExampleFilters) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'examples', 'list', page, pageSize, search, descend, filters.state, filters.window],
    queryFn: () =>
      api.statistics.examples({
        ...pageWindow(page, pageSize),
        descend,
        name: search || undefined,
        ...filters,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.result.some((example) => example.state === 'running') ? RUNNING_REFRESH_MS : false,
    meta: { silentError: true },
  });
}

/** Every example's id and name (the results' example picker). */
export function useExampleOptions() {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'examples', 'options'],
    queryFn: () => api.statistics.exampleOptions(),
    meta: { silentError: true },
  });
}

/** One example (the results read its window, zone and targets). */
export function useExample(id: string | undefined) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'examples', 'one', id],
    queryFn: () => api.statistics.example(id ?? ''),
    enabled: Boolean(id),
    meta: { silentError: true },
  });
}

/** Saving, removing, starting and stopping examples; each refetches what statistics shows. */
export function useExampleActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    // The editor shows a refused save beside its form.
    create: useMutation({
      mutationFn: (body: StatisticExampleBodyInput) => api.statistics.createExample(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: StatisticExampleBodyInput }) =>
        api.statistics.updateExample(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    // Refusals of these are the central toast.
    remove: useMutation({ mutationFn: (id: string) => api.statistics.removeExample(id), onSuccess }),
    start: useMutation({
      mutationFn: ({ id, from }: { id: string; from?: number }) => api.statistics.start([id], from),
      onSuccess,
    }),
    stop: useMutation({ mutationFn: (id: string) => api.statistics.stop([id]), onSuccess }),
  };
}
