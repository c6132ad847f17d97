import { z } from 'zod';
import type { AppContext } from '../../../app-context';

const body = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * PUT /v1/test/clock: moves the server's clock forward (lockouts, code expiry) so browser tests need not
 * sleep; DELETE resets it. NODE_ENV=test only.
 */
export function testClockRoutes({ app, clock }: AppContext): void {
  app.put('/v1/test/clock', { config: { audience: 'test' }, schema: { body } }, async (request) => {
    clock.advance(request.body.advanceMs);
    return { data: { now: clock.now() } };
  });
  app.delete('/v1/test/clock', { config: { audience: 'test' } }, async () => {
    clock.reset();
    return { data: { now: clock.now() } };
  });
}
