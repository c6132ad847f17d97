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

/** How many devices the type has (what "all devices of the type" would update). */
export function useTypeDeviceCount(devtype: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'count', devtype],
    queryFn: async () => (await api.devices.list({ limit: 1, filter: { devtype } })).totalCount,
    meta: { silentError: true },
  });
}
