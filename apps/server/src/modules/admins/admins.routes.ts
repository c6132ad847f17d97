import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../platform/auth/auth.plugin';
import { adminsRepository } from './admins.repository';

/** GET /admins: the administrators (administrators only). */
export function adminsRoutes({ app, db }: AppContext): void {
  app.get('/v1/admins', async (request) => {
    requireAdmin(request);
    const admins = await adminsRepository(db).list();
    return {
      data: {
        totalCount: admins.length,
        result: admins.map((a) => ({ ...a, mustChangePassword: a.mustChangePassword === 1 })),
      },
    };
  });
}
