import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

/** The user's device groups (a rollout can target one's members of the type). */
export function useNotifyGroups() {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'all'],
    queryFn: () => api.groups.list({ limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}
