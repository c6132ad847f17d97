import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { codesRepository } from '../../accounts/codes/codes.repository';
import { normalizeReceiver } from '../../accounts/codes/codes.rules';

const body = z.object({
  receiver: z.string().trim().min(1),
  ageMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * PUT /v1/test/codes/age: dates one receiver's codes back, as if time had passed for that receiver alone,
 * so a browser test can pass the code flow control without moving the clock under the tests beside it.
 * NODE_ENV=test only.
 */
export function testCodesRoutes({ app, db }: AppContext): void {
  const codes = codesRepository(db);
  app.put('/v1/test/codes/age', { config: { audience: 'test' }, schema: { body } }, async (request) => {
    await codes.ageReceiver(normalizeReceiver(request.body.receiver), request.body.ageMs);
    return { data: null };
  });
}
