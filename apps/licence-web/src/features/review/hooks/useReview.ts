import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applymentReviewApi } from '@fleetkey/api-client';
import type { ReviewDecision, ReviewFilters, ReviewStage } from '@fleetkey/contract';
import { useApiClient, useOnceMutation, saveBlob } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { useListView } from '../../common/use-list-view';

/** First element of the review lists' query keys: a decision refreshes both lists. */
const REVIEW_KEY = 'review';

function useReviewApi() {
  const client = useApiClient();
  return useMemo(() => applymentReviewApi(client), [client]);
}

/**
 * A review list's filters and page: every change of filter goes back to page 1. Starts on the personal
 * tab, all types and results, newest first.
 */
export function useReviewFilters(stage: ReviewStage) {
  const { view, page, setPage, update } = useListView<ReviewFilters>({
    stage,
    kind: 'personal',
    descend: true,
  });
  return { filters: view, page, setPage, update };
}

/** One page of a review list. */
export function useReviewList(filters: ReviewFilters, page: number) {
  const api = useReviewApi();
  return useQuery({
    queryKey: [REVIEW_KEY, filters, page],
    queryFn: () => api.list(filters, pageWindow(page, TABLE_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    // Other administrators decide too: a visit always shows the latest.
    staleTime: 0,
    meta: { silentError: true },
  });
}

/** Passes or denies an application; both lists refresh afterwards. */
export function useReviewDecision() {
  const api = useReviewApi();
  const queryClient = useQueryClient();
  return useOnceMutation({
    mutationFn: ({ applyId, decision }: { applyId: string; decision: ReviewDecision }) =>
      api.decide(applyId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REVIEW_KEY] }),
    // The dialog shows the refusal itself.
    meta: { silentError: true },
  });
}

/** Downloads the CSV of every record of the filters, in the table's order, and saves it. */
export function useReviewExport() {
  const api = useReviewApi();
  return useMutation({
    mutationFn: (filters: ReviewFilters) => api.exportCsv(filters),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'examination-records.csv'),
  });
}
