import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { NODES_ROOT, useNodesApi } from '../../nodes/hooks/useNodesApi';
import { CATALOGUE_RETRIES } from './usePermissionCatalogue';

/**
 * Every node for the Flow tab (one page of LIST_LIMIT_MAX), by name; retried like the Function tab's
 * catalogue before the tab shows the error.
 */
export function useNodeCatalogue() {
  const api = useNodesApi();
  return useQuery({
    queryKey: [NODES_ROOT, 'catalogue'],
    queryFn: () => api.list({ limit: LIST_LIMIT_MAX }),
    retry: CATALOGUE_RETRIES,
    retryDelay: (attempt) => 250 * 2 ** attempt,
    meta: { silentError: true },
  });
}
