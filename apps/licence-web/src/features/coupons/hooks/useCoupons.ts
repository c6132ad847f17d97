import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { couponsApi } from '@fleetkey/api-client';
import type { CouponStatus } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';

/** One page of the user's cards of one status. */
export function useCoupons(status: CouponStatus, page: number) {
  const client = useApiClient();
  const api = useMemo(() => couponsApi(client), [client]);
  return useQuery({
    queryKey: [QUERY_ROOTS.coupons, 'list', status, page],
    queryFn: () => api.list({ status, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
