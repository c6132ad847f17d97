import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { dataRoutes } from '../../../platform/http/data-routes';
import { licenceGrants } from './licence-grants';

/** /nodes_license and /permission_license: what the signed-in user's licences permit (§7 Licences). */
export function licenceGrantsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const grants = licenceGrants(context);

  route.get('/v1/nodes_license', {
    config: { audience: 'user' },
    answer: (request) => grants.nodes(requireUser(request).id),
  });

  route.get('/v1/permission_license', {
    config: { audience: 'user' },
    answer: (request) => grants.permissions(requireUser(request).id),
  });
}
