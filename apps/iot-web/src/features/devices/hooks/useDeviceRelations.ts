import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS, refreshRegistry } from '../../common/query-keys';

/** The groups a device is in. */
export function useGroupsOf(devid: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'of', devid],
    queryFn: () => api.groups.list({ filter: { devid }, limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/** Every group of the user (to add a device to one). */
export function useAllGroups() {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'all'],
    queryFn: () => api.groups.list({ limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/** A gateway's sub-devices (devices whose gateway it is). */
export function useSubdevices(gateway: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'subdevs', gateway],
    queryFn: () => api.devices.list({ filter: { gateway }, limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/** Group membership and gateway changes; each refreshes the registry (members, gateways, counts). */
export function useRelationActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => refreshRegistry(queryClient);
  return {
    joinGroup: useMutation({
      mutationFn: ({ groupid, devids }: { groupid: string; devids: string[] }) =>
        api.groups.addDevices(groupid, devids),
      onSuccess,
    }),
    leaveGroup: useMutation({
      mutationFn: ({ groupid, devid }: { groupid: string; devid: string }) =>
        api.groups.removeDevice(groupid, devid),
      onSuccess,
    }),
    // The sub-device panel explains gateway refusals by their reason itself.
    addSubdevs: useMutation({
      mutationFn: ({ gateway, subdevs }: { gateway: string; subdevs: string[] }) =>
        api.devices.addSubdevs(gateway, subdevs),
      onSuccess,
      meta: { silentError: true },
    }),
    removeSubdevs: useMutation({
      mutationFn: ({ gateway, subdevs }: { gateway: string; subdevs: string[] }) =>
        api.devices.removeSubdevs(gateway, subdevs),
      onSuccess,
      meta: { silentError: true },
    }),
    transferSubdevs: useMutation({
      mutationFn: ({ gateway, to, subdevs }: { gateway: string; to: string; subdevs: string[] }) =>
        api.devices.transferSubdevs(gateway, { to, subdevs }),
      onSuccess,
      meta: { silentError: true },
    }),
  };
}
