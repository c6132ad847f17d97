import { toListQueryParams } from '@fleetkey/contract';
import type {
  CouponAdminView,
  CouponBatchView,
  CouponExtension,
  CouponStatus,
  CouponType,
  ListResult,
  ValidityDays,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer, QueryValue } from './client';
import type { PageQuery } from './licences';

/** Users who receive cards: by id or by full mobile. */
export type CardRecipients = { userIds: string[] } | { mobiles: string[] };

/** A new batch of cards (the extension defaults to the type's). */
export interface NewCouponBatch {
  type: CouponType;
  validityDays: ValidityDays;
  count: number;
  extension?: CouponExtension;
  remark?: string;
  recipients?: CardRecipients;
}

/** The card list's filters and order. */
export interface CardFilters {
  status?: CouponStatus;
  type?: CouponType;
  batchId?: string;
  issued?: boolean;
  search?: string;
  sort?: 'createdAt' | 'validUntil';
  descend?: boolean;
}

const cardParams = (query: CardFilters): Record<string, QueryValue> => ({
  status: query.status,
  type: query.type,
  batchId: query.batchId,
  issued: query.issued,
  search: query.search,
  sort: query.sort,
  descend: query.descend,
});

/** Gift and card voucher administration: batches, issuing, every card (licence-portal.md §2, §3). */
export function voucherAdminApi(client: ApiClient) {
  return {
    /** GET /coupons/batches: a page of batches, newest first. */
    batches: (query: PageQuery & { type?: CouponType; search?: string } = {}) =>
      client.get<ListResult<CouponBatchView>>('/coupons/batches', {
        query: { ...toListQueryParams(query), type: query.type, search: query.search },
      }),
    /** POST /coupons/batches: makes the cards; with recipients one is issued to each at once. */
    createBatch: (batch: NewCouponBatch) => client.post<CouponBatchView>('/coupons/batches', { body: batch }),
    /** POST /coupons/batches/{id}/issue: one unissued card to each recipient (all or none). */
    issue: (batchId: string, recipients: CardRecipients) =>
      client.post<CouponBatchView>(`/coupons/batches/${encodeURIComponent(batchId)}/issue`, {
        body: recipients,
      }),
    /** GET /coupons/admin: a page of every user's cards with their owners. */
    cards: (query: PageQuery & CardFilters = {}) =>
      client.get<ListResult<CouponAdminView>>('/coupons/admin', {
        query: { ...toListQueryParams(query), ...cardParams(query) },
      }),
    /** GET /coupons/admin/export: the same filters, every page, as a CSV file. */
    exportCards: (query: CardFilters = {}): Promise<FileAnswer> =>
      client.getFile('/coupons/admin/export', { query: cardParams(query) }),
  };
}
