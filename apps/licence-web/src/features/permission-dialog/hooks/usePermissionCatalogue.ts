import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { PERMISSIONS_ROOT, usePermissionsApi } from '../../permissions/hooks/usePermissionsApi';

/** Times a failed load of the catalogue is tried again before the dialog shows the error (§2: 3). */
export const CATALOGUE_RETRIES = 3;

/**
 * The whole permission catalogue for the Function tab (one page holds it: roles carry at most
 * ROLE_ITEMS_MAX items). Retried up to 3 times, whatever the failure, before the error and its retry
 * button show; the dialog reports the error itself.
 */
export function usePermissionCatalogue() {
  const api = usePermissionsApi();
  return useQuery({
    queryKey: [PERMISSIONS_ROOT, 'catalogue'],
    queryFn: () => api.list({ limit: LIST_LIMIT_MAX, descend: false }),
    retry: CATALOGUE_RETRIES,
    retryDelay: (attempt) => 250 * 2 ** attempt,
    meta: { silentError: true },
  });
}
