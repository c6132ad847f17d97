import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, searchInputSchema } from '@fleetkey/contract';
import { DEVICE_OPTIONS_LIMIT } from '../../common/hooks/useDeviceOptions';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

/** Devices of the type whose name or id contains `search` (a search the server would refuse offers none). */
export function useTypeDeviceOptions(devtype: string, search: string) {
  const api = useIotApi();
  const valid = searchInputSchema.safeParse(search).success;
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'options', devtype, search],
    queryFn: () => api.devices.list({ search, limit: DEVICE_OPTIONS_LIMIT, filter: { devtype } }),
    enabled: valid,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

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
