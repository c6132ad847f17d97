import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { awpxApi, type StatisticsRangeQuery, type UserProtocolListQuery } from '@fleetkey/api-client';
import type { UserProtocolSaveInput } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over AWPX. */
export const AWPX_ROOT = 'awpx';

function useAwpxApi() {
  const client = useApiClient();
  return useMemo(() => awpxApi(client), [client]);
}

/** The catalogue of aggregated protocols. */
export function useAwpxCatalogue() {
  const api = useAwpxApi();
  return useQuery({
    queryKey: [AWPX_ROOT, 'catalogue'],
    queryFn: () => api.catalogue(),
    meta: { silentError: true },
  });
}

/** Use of the catalogue over a range. */
export function useAwpxStatistic(range: StatisticsRangeQuery) {
  const api = useAwpxApi();
  return useQuery({
    queryKey: [AWPX_ROOT, 'statistic', range],
    queryFn: () => api.statistic(range),
    meta: { silentError: true },
  });
}

/** What the record tab shows: a search, a catalogue filter, the order by last change and a page. */
export type UserProtocolListView = Omit<UserProtocolListQuery, 'skip' | 'limit'> & {
  page: number;
  pageSize: number;
};

/** One page of users' protocols. */
export function useUserProtocols({ page, pageSize, ...filter }: UserProtocolListView) {
  const api = useAwpxApi();
  return useQuery({
    queryKey: [AWPX_ROOT, 'user-protocols', filter, page, pageSize],
    queryFn: () => api.userProtocols({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Saves the signed-in user's protocol by name (POST /awpx/user_protocol); the lists refresh. */
export function useSaveUserProtocol() {
  const api = useAwpxApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProtocolSaveInput) => api.saveUserProtocol(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AWPX_ROOT] }),
    meta: { silentError: true },
  });
}
