import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { licenceGrants } from './licence-grants';

/** /nodes_license and /permission_license: what the signed-in user's licences permit (§7 Licences). */
export function licenceGrantsRoutes(context: AppContext): void {
  const { app } = context;
  const grants = licenceGrants(context);

  app.get('/v1/nodes_license', { config: { audience: 'user' } }, async (request) => ({
    data: await grants.nodes(requireUser(request).id),
  }));

  app.get('/v1/permission_license', { config: { audience: 'user' } }, async (request) => ({
    data: await grants.permissions(requireUser(request).id),
  }));
}
