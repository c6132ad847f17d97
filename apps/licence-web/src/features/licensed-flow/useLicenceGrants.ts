import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { licenceGrantsApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** GET /nodes_license: what the signed-in user's unexpired licences grant. */
export function useLicenceNodes() {
  const client = useApiClient();
  const api = useMemo(() => licenceGrantsApi(client), [client]);
  return useQuery({ queryKey: ['licence-grants', 'nodes'], queryFn: () => api.nodes() });
}

/** GET /permission_license: per unexpired licence, its role's Function and Flow grants. */
export function useLicencePermissions() {
  const client = useApiClient();
  const api = useMemo(() => licenceGrantsApi(client), [client]);
  return useQuery({
    queryKey: ['licence-grants', 'permissions'],
    queryFn: () => api.permissions(),
    meta: { silentError: true },
  });
}
