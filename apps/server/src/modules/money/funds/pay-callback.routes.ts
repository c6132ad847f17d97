import type { AppContext } from '../../../app-context';
import { payCallbackService } from './pay-callback.service';
import { GATEWAY_CALLBACK_PATH } from './pay-providers/pay-providers';
import { SIGNATURE_HEADER } from './pay-providers/signature';

/**
 * POST /v1/pay/callback/gateway: the payment gateway reports an order paid or failed. Public (the gateway
 * has no session) and without the CSRF header (a server calls it); it proves itself by signing the body,
 * so this route alone reads its JSON body as the raw bytes the signature covers.
 */
export function payCallbackRoutes(context: AppContext): void {
  const callbacks = payCallbackService(context);
  void context.app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.post(
      GATEWAY_CALLBACK_PATH,
      { config: { audience: 'public', csrf: false } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[SIGNATURE_HEADER];
        const outcome = await callbacks.handle(raw, typeof signature === 'string' ? signature : undefined);
        // 202: taken, to be settled by a person; the gateway must not read it as booked, nor send it again.
        return reply.status(outcome.state === 'held' ? 202 : 200).send({ data: outcome });
      },
    );
    done();
  });
}
