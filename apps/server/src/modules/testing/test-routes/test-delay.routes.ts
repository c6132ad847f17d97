import { z } from 'zod';
import type { AppContext } from '../../../app-context';

const query = z.object({ ms: z.coerce.number().int().min(0).max(5_000) });

/** GET /v1/test/delay?ms=: answers after a pause, so the shutdown test can hold a request in flight (NODE_ENV=test only). */
export function testDelayRoutes({ app }: AppContext): void {
  app.get(
    '/v1/test/delay',
    { config: { audience: 'test' }, schema: { querystring: query } },
    async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return { data: { waited: request.query.ms } };
    },
  );
}
