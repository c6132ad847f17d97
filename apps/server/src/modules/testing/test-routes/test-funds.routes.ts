import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { MonthClose } from '../../money/usage/month-close';
import type { UsageMeter } from '../../money/usage/usage-meter';

const closeBody = z.object({ at: z.number().int().min(0) });

/**
 * POST /v1/testing/funds/close-months runs the month close as of an instant (epoch ms), so tests need not
 * wait for a month's end; POST /v1/testing/funds/flush-usage adds this node's usage counts now. NODE_ENV=test
 * only.
 */
export function testFundsRoutes({ app }: AppContext, close: MonthClose, usage: UsageMeter | undefined): void {
  app.post(
    '/v1/testing/funds/close-months',
    { config: { audience: 'test' }, schema: { body: closeBody } },
    async (request) => ({ data: await close.run(request.body.at) }),
  );
  app.post('/v1/testing/funds/flush-usage', { config: { audience: 'test' } }, async () => {
    await usage?.flush();
    return { data: { flushed: usage !== undefined } };
  });
}
