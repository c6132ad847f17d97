import type { AppContext } from '../../app-context';
import { endSession } from '../../platform/auth/auth.plugin';

/** Auth calls of both consoles (the rest arrives with accounts). */
export function authRoutes({ app, db, config }: AppContext): void {
  // GET, as both specs call it; the session cookie is SameSite=Lax, so no other site can trigger it silently.
  app.get('/v1/auth/logout', async (request, reply) => {
    await endSession(db, config, request, reply);
    return { data: null };
  });
}
