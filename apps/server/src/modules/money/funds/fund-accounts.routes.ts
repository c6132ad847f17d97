import {
  fundAccountCloseSchema,
  fundAccountOpenSchema,
  fundPasswordChangeSchema,
  fundPasswordCodeQuerySchema,
  listQuerySchema,
  refundRequestSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { requestLanguage } from '../../../platform/http/request-language';
import { fundAccountsService } from './fund-accounts.service';
import { idempotencyKeyOf } from './idempotency';
import { refundsService } from './refunds.service';

const read = { iot: { resource: 'funds', action: 'read' } } as const;
const write = { iot: { resource: 'funds', action: 'write' } } as const;

/**
 * /fund_account: the main account's funds account, its payment password and refund requests. A sub-user
 * whose profile grants `funds` acts on its owner's account.
 */
export function fundAccountsRoutes(context: AppContext): void {
  const { app } = context;
  const accounts = fundAccountsService(context);
  const refunds = refundsService(context);

  app.get('/v1/fund_account', { config: read }, async (request) => ({
    data: await accounts.view(iotActor(request).ownerId),
  }));

  app.post(
    '/v1/fund_account',
    { config: write, schema: { body: fundAccountOpenSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await accounts.open(iotActor(request).ownerId, request.body) }),
  );

  app.get(
    '/v1/fund_account/change_password_code',
    { config: { ...write, csrf: true }, schema: { querystring: fundPasswordCodeQuerySchema } },
    async (request) => {
      const actor = iotActor(request);
      await accounts.sendCode(actor.ownerId, request.query, {
        userId: actor.userId,
        address: request.ip,
        language: requestLanguage(request),
      });
      return { data: null };
    },
  );

  app.put(
    '/v1/fund_account',
    { config: write, schema: { body: fundPasswordChangeSchema } },
    async (request) => ({
      data: await accounts.changePassword(iotActor(request).ownerId, request.body),
    }),
  );

  app.delete(
    '/v1/fund_account',
    { config: write, schema: { body: fundAccountCloseSchema } },
    async (request) => ({
      data: await accounts.close(iotActor(request).ownerId, request.body.payPassword),
    }),
  );

  app.get(
    '/v1/fund_account/refund',
    { config: read, schema: { querystring: listQuerySchema } },
    async (request) => ({ data: await refunds.list(iotActor(request).ownerId, request.query) }),
  );

  app.post(
    '/v1/fund_account/refund',
    { config: write, schema: { body: refundRequestSchema } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return reply
        .status(201)
        .send({ data: await refunds.request(iotActor(request).ownerId, request.body, key) });
    },
  );
}
