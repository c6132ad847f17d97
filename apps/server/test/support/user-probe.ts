import type { App } from '../../src/app-context';
import { requireUser } from '../../src/platform/auth/auth.plugin';

/** Adds `GET /v1/test-probe/me`, which answers the signed-in user the session names (401 without one). */
export const withUserProbe = (app: App) => {
  app.get('/v1/test-probe/me', { config: { audience: 'test' } }, (request) => ({
    data: requireUser(request),
  }));
};
