import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voucherAdminApi } from '@fleetkey/api-client';
import type { CardFilters, CardRecipients, NewCouponBatch } from '@fleetkey/api-client';
import type { CouponType } from '@fleetkey/contract';
import { useApiClient, useOnceMutation, saveBlob } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';

/** First element of every voucher administration query key. */
const VOUCHER_ADMIN = 'voucher-admin';

/** The batch list's filters. */
export interface BatchFilters {
  type?: CouponType;
  search?: string;
}

function useVoucherAdminApi() {
  const client = useApiClient();
  return useMemo(() => voucherAdminApi(client), [client]);
}

/** A page of batches, newest first. */
export function useBatches(filters: BatchFilters, page: number) {
  const api = useVoucherAdminApi();
  return useQuery({
    queryKey: [VOUCHER_ADMIN, 'batches', filters, page],
    queryFn: () => api.batches({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of every user's cards for the filters and order. */
export function useAdminCards(filters: CardFilters, page: number) {
  const api = useVoucherAdminApi();
  return useQuery({
    queryKey: [VOUCHER_ADMIN, 'cards', filters, page],
    queryFn: () => api.cards({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

// Making or issuing cards changes batches and cards alike; the dialogs show their own errors.
function useVoucherWrite<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useOnceMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VOUCHER_ADMIN] }),
    meta: { silentError: true },
  });
}

/** Makes a batch of cards (issued at once to its recipients, if any). */
export function useCreateBatch() {
  const api = useVoucherAdminApi();
  return useVoucherWrite((batch: NewCouponBatch) => api.createBatch(batch));
}

/** Issues unissued cards of a batch, one to each recipient. */
export function useIssueCards() {
  const api = useVoucherAdminApi();
  return useVoucherWrite(({ batchId, recipients }: { batchId: string; recipients: CardRecipients }) =>
    api.issue(batchId, recipients),
  );
}

/** Downloads the CSV of every card of the filters, in the table's order, and saves it. */
export function useCardExport() {
  const api = useVoucherAdminApi();
  return useMutation({
    mutationFn: (filters: CardFilters) => api.exportCards(filters),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'cards.csv'),
  });
}
