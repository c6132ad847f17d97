import {
  couponAdminExportQuerySchema,
  couponAdminListQuerySchema,
  couponBatchCreateSchema,
  couponBatchListQuerySchema,
  couponIssueSchema,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { adminCardCsvRow, CARD_CSV_HEADER } from './admin-card-view';
import { voucherAdminService } from './voucher-admin.service';

/**
 * Voucher administration (licence-portal.md §2 GiftVoucher, CardVoucher): batches under /coupons/batches,
 * every card under /coupons/admin. Static segments, so none reads as the users' /coupons/{couponId}/use.
 */
export function voucherAdminRoutes(context: AppContext): void {
  const { app } = context;
  const routes = dataRoutes(app);
  const vouchers = voucherAdminService(context);
  const read = { permission: 'vouchers:read' } as const;
  const write = { permission: 'vouchers:write' } as const;

  routes.get('/v1/coupons/batches', read, { querystring: couponBatchListQuerySchema }, (request) =>
    vouchers.listBatches(request.query),
  );
  routes.postCreated('/v1/coupons/batches', write, { body: couponBatchCreateSchema }, (request) =>
    vouchers.createBatch(oplogActor(request), request.body),
  );
  routes.post(
    '/v1/coupons/batches/:id/issue',
    write,
    { params: recordIdParamsSchema, body: couponIssueSchema },
    (request) => vouchers.issue(oplogActor(request), request.params.id, request.body),
  );
  routes.get('/v1/coupons/admin', read, { querystring: couponAdminListQuerySchema }, (request) =>
    vouchers.listCards(request.query),
  );

  // The same filters and order as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/coupons/admin/export',
    { config: read, schema: { querystring: couponAdminExportQuerySchema } },
    async (request, reply) => {
      const cards = await vouchers.exportCards(request.query);
      return sendCsv(reply, 'cards.csv', csvTable(CARD_CSV_HEADER, cards.map(adminCardCsvRow)));
    },
  );
}
