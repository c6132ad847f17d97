import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LICENCE_DETAIL_PAGE_SIZE } from '@fleetkey/contract';
import type { LicenceUseStatus } from '@fleetkey/contract';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';
import { useLicenceApi } from './useLicenceApi';

/** One page of the user's licences, optionally of one use status; the old page stays while the next loads. */
export function useLicenceList(page: number, useStatus: LicenceUseStatus | undefined) {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.licences, 'list', page, useStatus ?? 'all'],
    queryFn: () => api.licences.list({ ...pageWindow(page, TABLE_PAGE_SIZE), useStatus }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The licence/user info panel: owner, account manager, level and 5 licences a page. */
export function useLicencePanel(userId: string, page: number) {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.licences, 'panel', userId, page],
    queryFn: () => api.licences.panel(userId, pageWindow(page, LICENCE_DETAIL_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * The user's level (it gates direct unbinds and offline files), read from the panel's first page so the
 * page and the info dialog share one call. Until it arrives the user is treated as level 0: the
 * level-gated actions stay hidden rather than appear and fail.
 */
export function useUserLevel(userId: string): number {
  return useLicencePanel(userId, 1).data?.owner.level ?? 0;
}

/** What the apply dialog offers (durations, editions) and how many new-licence requests are pending. */
export function useApplyData() {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.applyments, 'apply-data'],
    queryFn: () => api.applyments.applyData(),
    meta: { silentError: true },
  });
}

/** One page of the user's own applications. */
export function useApplymentList(page: number) {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.applyments, 'list', page],
    queryFn: () => api.applyments.list(pageWindow(page, TABLE_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
