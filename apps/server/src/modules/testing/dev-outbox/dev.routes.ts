import { captchaUuidSchema, outboxQuerySchema, type OutboxMessage } from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { devService } from './dev.service';

const captchaParams = z.object({ uuid: captchaUuidSchema });

/**
 * GET /v1/dev/outbox?receiver= and GET /v1/dev/captcha/:uuid. app.ts registers these only when
 * OUTBOX_API=1 (tests and local demos); otherwise the paths do not exist and answer the ordinary 404.
 */
export function devRoutes(context: AppContext): void {
  const { app } = context;
  const dev = devService(context);

  app.get(
    '/v1/dev/outbox',
    { config: { audience: 'test' }, schema: { querystring: outboxQuerySchema } },
    async (request): Promise<{ data: OutboxMessage[] }> => {
      return { data: await dev.outbox(request.query.receiver) };
    },
  );

  app.get(
    '/v1/dev/captcha/:uuid',
    { config: { audience: 'test' }, schema: { params: captchaParams } },
    async (request) => {
      return { data: { answer: await dev.captchaAnswer(request.params.uuid) } };
    },
  );
}
