import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';

/**
 * The desktop client's version, note and download link from /config.json, read while `enabled`. A failure
 * is shown in place by the panel, not as a toast.
 */
export function useClientConfig(enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['client-config'],
    queryFn: () => systemApi(api).clientConfig(),
    enabled,
    meta: { silentError: true },
  });
}
