import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, ReviewDecision, ReviewFilters, ReviewRecord } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** The administrators' review of applications (licence-portal.md §2 PendingTrial/Examined, §7). */
export function applymentReviewApi(client: ApiClient) {
  return {
    /** GET /applyments/review: a page of pending or examined applications (absent filters left out). */
    list: (filters: ReviewFilters, page: PageQuery = {}) =>
      client.get<ListResult<ReviewRecord>>('/applyments/review', {
        query: { ...toListQueryParams(page), ...filters },
      }),
    /** GET /applyments/review/export: the same filters as CSV (all pages, up to REVIEW_EXPORT_MAX). */
    exportCsv: (filters: ReviewFilters) =>
      client.getFile('/applyments/review/export', { query: { ...filters } }),
    /** PATCH /applyments/status/{applyId}: pass or deny a pending application. */
    decide: (applyId: string, body: ReviewDecision) =>
      client.patch<ReviewRecord>(`/applyments/status/${encodeURIComponent(applyId)}`, { body }),
  };
}
