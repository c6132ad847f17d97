import type { LicenceNodes, LicencePermissions } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** What the signed-in user's licences permit (licence-portal.md §7 Licences). */
export function licenceGrantsApi(client: ApiClient) {
  return {
    /** GET /nodes_license: per unexpired licence, the nodes and boards its role grants. */
    nodes: () => client.get<LicenceNodes[]>('/nodes_license'),
    /** GET /permission_license: per unexpired licence, its role's Function and Flow grants. */
    permissions: () => client.get<LicencePermissions[]>('/permission_license'),
  };
}
