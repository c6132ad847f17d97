import type { CaptchaChallenge } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { captchaService } from './captcha.service';

/** GET /v1/auth/svg_code: a new captcha image and the uuid the login sends back with the answer. */
export function captchaRoutes(context: AppContext): void {
  const captcha = captchaService(context);
  context.app.get(
    '/v1/auth/svg_code',
    { config: { audience: 'public' } },
    async (_request, reply): Promise<{ data: CaptchaChallenge }> => {
      // Each answer is a new challenge; a cached one would already be used up.
      reply.header('Cache-Control', 'no-store');
      return { data: await captcha.create() };
    },
  );
}
