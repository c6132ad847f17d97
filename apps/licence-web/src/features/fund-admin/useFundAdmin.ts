import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { fundAdminApi } from '@fleetkey/api-client';
import type { PayOrderState, RefundState } from '@fleetkey/contract';
import { useApiClient, useOnceMutation } from '@fleetkey/web-kit';
import { ORDER_ADMIN } from '../billing-admin/useOrderAdmin';
import { pageWindow, TABLE_PAGE_SIZE } from '../common/paging';

/** First element of every funds administration query key: a decision may move all of its lists. */
const FUND_ADMIN = 'fund-admin';

function useFundAdminApi() {
  const client = useApiClient();
  return useMemo(() => fundAdminApi(client), [client]);
}

/** A page of every account's pay orders of one state, matching a buyer or order. */
export function useFundOrders(filters: { state?: PayOrderState; search?: string }, page: number) {
  const api = useFundAdminApi();
  return useQuery({
    queryKey: [FUND_ADMIN, 'orders', filters, page],
    queryFn: () => api.orders({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of every account's refund requests of one state. */
export function useFundRefunds(state: RefundState | undefined, page: number) {
  const api = useFundAdminApi();
  return useQuery({
    queryKey: [FUND_ADMIN, 'refunds', state, page],
    queryFn: () => api.refunds({ state, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of funds accounts with their balances, matching a user. */
export function useFundAccounts(search: string | undefined, page: number) {
  const api = useFundAdminApi();
  return useQuery({
    queryKey: [FUND_ADMIN, 'accounts', search, page],
    queryFn: () => api.accounts({ search, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of the gateway payments waiting to be settled (or, `settled`, those settled). */
export function usePaymentsToSettle(settled: boolean, page: number) {
  const api = useFundAdminApi();
  return useQuery({
    queryKey: [FUND_ADMIN, 'payments-to-settle', settled, page],
    queryFn: () => api.paymentsToSettle({ settled, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The administrators' funds writes; every list is refetched after each. */
export function useFundAdminActions() {
  const api = useFundAdminApi();
  const queryClient = useQueryClient();
  // A confirmed renewal payment moves its licence order to paid: the Licence orders tab refreshes too.
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [FUND_ADMIN] }),
      queryClient.invalidateQueries({ queryKey: [ORDER_ADMIN] }),
    ]);
  const options = { onSettled, meta: { silentError: true } };
  return {
    decideOrder: useOnceMutation({
      mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'cancel' }) =>
        api.decideOrder(id, decision),
      ...options,
    }),
    decideRefund: useOnceMutation({
      mutationFn: ({ id, decision, note }: { id: string; decision: 'approve' | 'reject'; note: string }) =>
        api.decideRefund(id, decision, note),
      ...options,
    }),
    settlePayment: useOnceMutation({
      mutationFn: ({ id, note }: { id: string; note: string }) => api.settlePayment(id, note),
      ...options,
    }),
    adjust: useOnceMutation({
      mutationFn: ({ key, ...body }: { username: string; amount: number; reason: string; key: string }) =>
        api.adjust(body, key),
      ...options,
    }),
  };
}
