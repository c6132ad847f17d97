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
import { iotRoutes } from '../../../platform/http/iot-routes';
import { requestLanguage } from '../../../platform/http/request-language';
import { fundAccountsService } from './fund-accounts.service';
import { idempotencyKeyOf } from './idempotency';
import { refundsService } from './refunds.service';

/**
 * /fund_account: the main account's funds account, its payment password and refund requests. A sub-user
 * whose profile grants `funds` acts on its owner's account.
 */
export function fundAccountsRoutes(context: AppContext): void {
  const { app } = context;
  const routes = iotRoutes(app, 'funds');
  const accounts = fundAccountsService(context);
  const refunds = refundsService(context);

  routes.get('/v1/fund_account', 'read', {}, ({ ownerId }) => accounts.view(ownerId));
  routes.postCreated('/v1/fund_account', 'write', { body: fundAccountOpenSchema }, ({ ownerId }, request) =>
    accounts.open(ownerId, request.body),
  );

  // A GET that sends a code, so it needs the CSRF header like a change (and keeps its config written out).
  app.get(
    '/v1/fund_account/change_password_code',
    {
      config: { iot: { resource: 'funds', action: 'write' }, csrf: true },
      schema: { querystring: fundPasswordCodeQuerySchema },
    },
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

  routes.put('/v1/fund_account', 'write', { body: fundPasswordChangeSchema }, ({ ownerId }, request) =>
    accounts.changePassword(ownerId, request.body),
  );
  routes.delete('/v1/fund_account', 'write', { body: fundAccountCloseSchema }, ({ ownerId }, request) =>
    accounts.close(ownerId, request.body.payPassword),
  );

  routes.get('/v1/fund_account/refund', 'read', { querystring: listQuerySchema }, ({ ownerId }, request) =>
    refunds.list(ownerId, request.query),
  );
  routes.postCreated(
    '/v1/fund_account/refund',
    'write',
    { body: refundRequestSchema },
    ({ ownerId }, request) => refunds.request(ownerId, request.body, idempotencyKeyOf(request)),
  );
}
