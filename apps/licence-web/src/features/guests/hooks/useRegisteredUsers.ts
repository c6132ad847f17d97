import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestsApi, type GuestViewQuery, type StatisticsRangeQuery } from '@fleetkey/api-client';
import type { Level } from '@fleetkey/contract';
import { useApiClient, saveBlob } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';

/** First element of the registered-user list's query keys. */
export const REGISTER_LIST_ROOT = 'registered-users';

/** The administrators' user calls on the console's client. */
export function useGuestsApi() {
  const client = useApiClient();
  return useMemo(() => guestsApi(client), [client]);
}

/** One page of the registered users in the view (search, level, order); the old page stays while the next loads. */
export function useRegisteredUsers(view: GuestViewQuery, page: number) {
  const api = useGuestsApi();
  return useQuery({
    queryKey: [REGISTER_LIST_ROOT, 'list', view, page],
    queryFn: () => api.list({ ...view, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Registrations per day over the range, for the trend above the list. */
export function useRegistrations(range: StatisticsRangeQuery) {
  const api = useGuestsApi();
  return useQuery({
    queryKey: [REGISTER_LIST_ROOT, 'registrations', range],
    queryFn: () => api.registrations(range),
    meta: { silentError: true },
  });
}

/**
 * Level and remark changes (their dialogs show their own errors), deleting a user, and the CSV export of the
 * view (a failure of the last two reaches the user through the central toast). A change refreshes the list and the info panels.
 */
export function useRegisterActions() {
  const api = useGuestsApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [REGISTER_LIST_ROOT] }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.licences, 'panel'] }),
    ]);
  return {
    setLevel: useMutation({
      mutationFn: ({ id, level }: { id: string; level: Level }) => api.setLevel(id, level),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    setRemark: useMutation({
      mutationFn: ({ id, remark }: { id: string; remark: string }) => api.update(id, { remark }),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: refresh }),
    exportCsv: useMutation({
      mutationFn: (view: GuestViewQuery) => api.exportCsv(view),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'users.csv'),
    }),
  };
}
