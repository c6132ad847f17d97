import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevBoardListQuery, StatisticsRangeQuery } from '@fleetkey/api-client';
import type { DevBoardSaveInput } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { DEV_BOARDS_ROOT, useAwpinApi } from './useAwpinApi';

/** What the board screen shows: a search, filters, the order by last change and a page. */
export type DevBoardListView = Omit<DevBoardListQuery, 'skip' | 'limit'> & { page: number; pageSize: number };

/** One page of boards as the screen asks for it. */
export function useDevBoardList({ page, pageSize, ...filter }: DevBoardListView) {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [DEV_BOARDS_ROOT, 'list', filter, page, pageSize],
    queryFn: () => api.boards.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The values boards carry (series, industries, companies), for the filters. */
export function useDevBoardFacets() {
  const api = useAwpinApi();
  return {
    series: useQuery({ queryKey: [DEV_BOARDS_ROOT, 'facet', 'series'], queryFn: () => api.boards.series() }),
    industries: useQuery({
      queryKey: [DEV_BOARDS_ROOT, 'facet', 'industries'],
      queryFn: () => api.boards.industries(),
    }),
    companies: useQuery({
      queryKey: [DEV_BOARDS_ROOT, 'facet', 'companies'],
      queryFn: () => api.boards.companies(),
    }),
  };
}

/** Identity triples matching a search, for the upload screen's board choice. */
export function useBoardTriples(search: string) {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [DEV_BOARDS_ROOT, 'triples', search],
    queryFn: () => api.boards.triples(search),
    placeholderData: keepPreviousData,
  });
}

/** The boards the signed-in user's toolkit reported, with how often (a user's own counts). */
export function useMyBoardUses() {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [DEV_BOARDS_ROOT, 'my-uses'],
    queryFn: () => api.boards.myUses(),
    meta: { silentError: true },
  });
}

/** Use statistics of a range. */
export function useDevBoardStatistics(range: StatisticsRangeQuery) {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [DEV_BOARDS_ROOT, 'statistics', range],
    queryFn: () => api.boards.statistics(range),
    meta: { silentError: true },
  });
}

/** Save, delete, upload a file, export the statistics; every change refreshes boards and uploads. */
export function useDevBoardActions() {
  const api = useAwpinApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [DEV_BOARDS_ROOT] });
  return {
    save: useMutation({
      mutationFn: (body: DevBoardSaveInput) => api.boards.save(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (ids: string[]) => api.boards.remove(ids), onSuccess: refresh }),
    upload: useMutation({
      mutationFn: ({ boardId, file }: { boardId: string; file: File }) =>
        api.uploads.upload(boardId, file, file.name),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    exportStatistics: useMutation({
      mutationFn: (range: StatisticsRangeQuery) => api.boards.exportStatistics(range),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'develop-board-statistics.csv'),
    }),
  };
}
