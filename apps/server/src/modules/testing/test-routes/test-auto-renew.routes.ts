import type { AppContext } from '../../../app-context';
import { autoRenewal } from '../../licensing/licences/auto-renew';

/**
 * POST /v1/test/auto-renew: runs one pass of the licence auto-renewal job now and answers how many
 * licences it renewed, so tests need not wait for the interval. NODE_ENV=test only.
 */
export function testAutoRenewRoutes(context: AppContext): void {
  const job = autoRenewal(context);
  context.app.post('/v1/test/auto-renew', { config: { audience: 'test' } }, async () => ({
    data: { renewed: await job.runOnce() },
  }));
}
