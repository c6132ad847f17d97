import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fundsApi,
  type FundflowFilter,
  type PayOrderRequest,
  type TradeflowFilter,
} from '@fleetkey/api-client';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow } from '../../common/paging';

/** Query key roots of the funds screens. */
const FUNDS_KEYS = {
  account: 'fund-account',
  flows: 'fund-flows',
  orders: 'fund-orders',
  refunds: 'fund-refunds',
  providers: 'pay-providers',
  bills: 'bills',
  usage: 'devices-message',
} as const;

/** The funds calls over the console's client. */
export function useFundsApi() {
  const client = useApiClient();
  return useMemo(() => fundsApi(client), [client]);
}

/** The account's state and balances. */
export function useFundAccount() {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.account],
    queryFn: () => api.account(),
    meta: { silentError: true },
  });
}

/** A page of ledger entries of the filter. */
export function useFundflow(filter: FundflowFilter, page: number, pageSize: number) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.flows, filter, page, pageSize],
    queryFn: () => api.flows({ ...filter, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of pay orders of the filter. */
export function useTradeflow(filter: TradeflowFilter, page: number, pageSize: number) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.orders, filter, page, pageSize],
    queryFn: () => api.orders({ ...filter, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of the account's refund requests. */
export function useRefunds(page: number, pageSize: number) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.refunds, page, pageSize],
    queryFn: () => api.refunds(pageWindow(page, pageSize)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The payment methods the recharge dialog may offer. */
export function usePayProviders() {
  const api = useFundsApi();
  return useQuery({ queryKey: [FUNDS_KEYS.providers], queryFn: () => api.providers(), staleTime: 60_000 });
}

/** A page of monthly bills, newest first. */
export function useBills(page: number, pageSize: number) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.bills, page, pageSize],
    queryFn: () => api.bills(pageWindow(page, pageSize)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One month's bill with its per-device lines. */
export function useBill(period: string | undefined) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.bills, 'period', period],
    queryFn: () => api.bill(period ?? ''),
    enabled: period !== undefined,
    meta: { silentError: true },
  });
}

/** Every device's usage per day in a range (the bill chart sums the days). */
export function useUsage(range: { from: number; to: number } | undefined) {
  const api = useFundsApi();
  return useQuery({
    queryKey: [FUNDS_KEYS.usage, range],
    queryFn: () => api.usage({ ...range, limit: USAGE_ROWS_MAX }),
    enabled: range !== undefined,
    meta: { silentError: true },
  });
}

/** Usage rows one chart reads: the most a list call gives (a month of 31 days for ~30 devices). */
const USAGE_ROWS_MAX = LIST_LIMIT_MAX;

/** Refetches everything a funds write may move: the balances, the ledger, the orders and the refunds. */
function useRefreshFunds(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [FUNDS_KEYS.account, FUNDS_KEYS.flows, FUNDS_KEYS.orders, FUNDS_KEYS.refunds].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    ).then(() => undefined);
}

/** The funds writes; the money-moving ones take the submission's idempotency key. */
export function useFundActions() {
  const api = useFundsApi();
  const onSuccess = useRefreshFunds();
  const silent = { meta: { silentError: true }, onSuccess };
  return {
    open: useMutation({ mutationFn: api.open, ...silent }),
    changePassword: useMutation({ mutationFn: api.changePassword, ...silent }),
    close: useMutation({
      mutationFn: ({ payPassword, key }: { payPassword: string; key: string }) =>
        api.close({ payPassword }, key),
      ...silent,
    }),
    recharge: useMutation({
      mutationFn: ({ order, key }: { order: PayOrderRequest; key: string }) => api.createOrder(order, key),
      ...silent,
    }),
    refund: useMutation({
      mutationFn: ({ key, ...body }: { amount: number; reason: string; payPassword: string; key: string }) =>
        api.requestRefund(body, key),
      ...silent,
    }),
  };
}
