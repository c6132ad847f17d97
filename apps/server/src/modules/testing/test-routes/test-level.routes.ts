import { z } from 'zod';
import { LEVEL_MAX, LEVEL_MIN } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';

const body = z.object({ level: z.number().int().min(LEVEL_MIN).max(LEVEL_MAX) });

/**
 * PUT /v1/test/level: sets the signed-in user's level, so browser tests reach the level-gated screens
 * without the administrators' console. NODE_ENV=test only.
 */
export function testLevelRoutes({ app, db }: AppContext): void {
  app.put('/v1/test/level', { config: { audience: 'test' }, schema: { body } }, async (request) => {
    const user = requireUser(request);
    await db.updateTable('users').set({ level: request.body.level }).where('id', '=', user.id).execute();
    return { data: { level: request.body.level } };
  });
}
