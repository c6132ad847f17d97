import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../common/query-roots';
import { useLicenceApi } from './useLicenceApi';

/** What can be bought (recharge types with months and price). */
export function useRechargeTypes() {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.billing, 'recharge-types'],
    queryFn: () => api.billing.rechargeTypes(),
    staleTime: Infinity,
    meta: { silentError: true },
  });
}

/** The user's orders. */
export function useOrders() {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.billing, 'orders'],
    queryFn: () => api.billing.orders(),
    meta: { silentError: true },
  });
}

/** Whether the first-bind bonus is still to come (the bind dialog promises it only then). */
export function useRewards() {
  const api = useLicenceApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.licences, 'rewards'],
    queryFn: () => api.billing.rewards(),
    meta: { silentError: true },
  });
}
