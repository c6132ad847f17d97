import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type StatisticAlgorithmBodyInput } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.statistics;

/** A page of the user's formula algorithms, newest first, searched by name. */
export function useFormulaList({ page, pageSize, search, descend }: ListPageQuery) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'algorithms', 'formulas', page, pageSize, search, descend],
    queryFn: () =>
      api.statistics.algorithms({
        ...pageWindow(page, pageSize),
        descend,
        builtin: false,
        name: search || undefined,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Every algorithm, built-ins first (the example editor's picker and the names of examples' algorithms). */
export function useAllAlgorithms() {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'algorithms', 'all'],
    queryFn: async () => (await api.statistics.algorithms({ limit: LIST_LIMIT_MAX })).result,
    meta: { silentError: true },
  });
}

/** Saving and removing formulas; each refetches everything statistics shows (examples name them). */
export function useAlgorithmActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    // The editor shows a refused save beside its form (a refused formula on the formula itself).
    create: useMutation({
      mutationFn: (body: StatisticAlgorithmBodyInput) => api.statistics.createAlgorithm(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: StatisticAlgorithmBodyInput }) =>
        api.statistics.updateAlgorithm(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    // A refusal (an example still uses it) is the central toast.
    remove: useMutation({ mutationFn: (id: string) => api.statistics.removeAlgorithm(id), onSuccess }),
  };
}
