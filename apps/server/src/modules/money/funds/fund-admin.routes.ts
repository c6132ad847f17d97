import {
  FUND_ORDER_DECISIONS,
  fundAdjustmentSchema,
  fundAdminAccountQuerySchema,
  fundAdminOrderQuerySchema,
  fundAdminRefundQuerySchema,
  paymentSettlementSchema,
  paymentsToSettleQuerySchema,
  recordIdParamsSchema,
  REFUND_DECISIONS,
  refundDecisionSchema,
} from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { fundAdminService } from './fund-admin.service';
import { idempotencyKeyOf } from './idempotency';
import type { PayProviders } from './pay-providers/pay-providers';
import { paymentsToSettleService } from './payments-to-settle.service';

const orderDecision = z.object({ id: z.string().min(1).max(36), decision: z.enum(FUND_ORDER_DECISIONS) });
const refundDecision = z.object({ id: z.string().min(1).max(36), decision: z.enum(REFUND_DECISIONS) });
const read = { permission: 'orders:read' } as const;
const write = { permission: 'orders:write' } as const;

/** /fund_admin: the licence portal's Orders screen for funds — orders, refunds, adjustments, balances. */
export function fundAdminRoutes(context: AppContext, providers: PayProviders): void {
  const { app } = context;
  const funds = fundAdminService(context, providers);
  const payments = paymentsToSettleService(context);

  app.get(
    '/v1/fund_admin/orders',
    { config: read, schema: { querystring: fundAdminOrderQuerySchema } },
    async (request) => ({
      data: await funds.orders(request.query),
    }),
  );

  app.put(
    '/v1/fund_admin/orders/:id/:decision',
    { config: write, schema: { params: orderDecision } },
    async (request) => {
      const { id, decision } = request.params;
      const actor = oplogActor(request);
      return {
        data: decision === 'confirm' ? await funds.confirm(actor, id) : await funds.cancel(actor, id),
      };
    },
  );

  app.get(
    '/v1/fund_admin/refunds',
    { config: read, schema: { querystring: fundAdminRefundQuerySchema } },
    async (request) => ({
      data: await funds.refunds(request.query),
    }),
  );

  app.put(
    '/v1/fund_admin/refunds/:id/:decision',
    { config: write, schema: { params: refundDecision, body: refundDecisionSchema } },
    async (request) => ({
      data: await funds.decideRefund(
        oplogActor(request),
        request.params.id,
        request.params.decision,
        request.body.note,
      ),
    }),
  );

  app.post(
    '/v1/fund_admin/adjustments',
    { config: write, schema: { body: fundAdjustmentSchema } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return reply.status(201).send({ data: await funds.adjust(oplogActor(request), request.body, key) });
    },
  );

  app.get(
    '/v1/fund_admin/accounts',
    { config: read, schema: { querystring: fundAdminAccountQuerySchema } },
    async (request) => ({
      data: await funds.accounts(request.query),
    }),
  );

  // Gateway payments that could not be booked (issue 32 item 2).
  app.get(
    '/v1/fund_admin/payments_to_settle',
    { config: read, schema: { querystring: paymentsToSettleQuerySchema } },
    async (request) => ({
      data: await payments.list({ ...request.query, settled: request.query.settled === 'true' }),
    }),
  );

  app.put(
    '/v1/fund_admin/payments_to_settle/:id',
    {
      config: write,
      schema: { params: recordIdParamsSchema, body: paymentSettlementSchema },
    },
    async (request) => ({
      data: await payments.settle(oplogActor(request), request.params.id, request.body),
    }),
  );
}
