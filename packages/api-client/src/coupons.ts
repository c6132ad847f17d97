import { toListQueryParams } from '@fleetkey/contract';
import type { CouponStatus, CouponUseResult, CouponView, ListResult } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** The users' coupon cards (the CardVoucher page and the licence page's "use a card"). */
export function couponsApi(client: ApiClient) {
  return {
    /** GET /coupons: the signed-in user's cards, optionally of one status. */
    list: (query: PageQuery & { status?: CouponStatus } = {}) =>
      client.get<ListResult<CouponView>>('/coupons', {
        query: { ...toListQueryParams(query), status: query.status },
      }),
    /** POST /coupons/{couponId}/use: extends a licence (refused unless it has at most 6 months left). */
    use: (couponId: string, licenceId: string) =>
      client.post<CouponUseResult>(`/coupons/${encodeURIComponent(couponId)}/use`, { body: { licenceId } }),
  };
}
