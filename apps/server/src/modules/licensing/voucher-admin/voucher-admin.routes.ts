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
import { oplogActor } from '../../../platform/oplog/oplog';
import { adminCardCsvRow, CARD_CSV_HEADER } from './admin-card-view';
import { voucherAdminService } from './voucher-admin.service';

/**
 * Voucher administration (licence-portal.md §2 GiftVoucher, CardVoucher): batches under /coupons/batches,
 * every card under /coupons/admin. Static segments, so none reads as the users' /coupons/{couponId}/use.
 */
export function voucherAdminRoutes(context: AppContext): void {
  const { app } = context;
  const vouchers = voucherAdminService(context);
  const read = { permission: 'vouchers:read' } as const;
  const write = { permission: 'vouchers:write' } as const;

  app.get(
    '/v1/coupons/batches',
    { config: read, schema: { querystring: couponBatchListQuerySchema } },
    async (request) => ({ data: await vouchers.listBatches(request.query) }),
  );

  app.post(
    '/v1/coupons/batches',
    { config: write, schema: { body: couponBatchCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await vouchers.createBatch(oplogActor(request), request.body) }),
  );

  app.post(
    '/v1/coupons/batches/:id/issue',
    { config: write, schema: { params: recordIdParamsSchema, body: couponIssueSchema } },
    async (request) => ({
      data: await vouchers.issue(oplogActor(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/v1/coupons/admin',
    { config: read, schema: { querystring: couponAdminListQuerySchema } },
    async (request) => ({ data: await vouchers.listCards(request.query) }),
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
