import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingAdminApi } from '@fleetkey/api-client';
import type { OrderState } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../common/paging';

/** First element of every order administration query key. */
export const ORDER_ADMIN = 'order-admin';

/** The order list's filters. */
export interface OrderFilters {
  state?: OrderState;
  search?: string;
}

function useOrderAdminApi() {
  const client = useApiClient();
  return useMemo(() => billingAdminApi(client), [client]);
}

/** A page of every user's orders, newest first. */
export function useAdminOrders(filters: OrderFilters, page: number) {
  const api = useOrderAdminApi();
  return useQuery({
    queryKey: [ORDER_ADMIN, filters, page],
    queryFn: () => api.list({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Moves an order to a state; the list is refetched after. */
export function useMoveOrder() {
  const api = useOrderAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: OrderState }) => api.move(id, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ORDER_ADMIN] }),
  });
}
