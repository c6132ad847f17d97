import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceGroupCreate, DeviceGroupUpdate } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS, refreshRegistry } from '../../common/query-keys';

/** One page of the user's groups, searched by name (the server keeps them in one order). */
export function useGroupList({ page, pageSize, search }: Omit<ListPageQuery, 'descend'>) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'list', page, pageSize, search],
    queryFn: () => api.groups.list({ ...pageWindow(page, pageSize), search }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Group writes; each refreshes the registry (member counts, the devices' group lists). */
export function useGroupActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => refreshRegistry(queryClient);
  return {
    create: useMutation({
      mutationFn: (input: DeviceGroupCreate) => api.groups.create(input),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ groupid, input }: { groupid: string; input: DeviceGroupUpdate }) =>
        api.groups.update(groupid, input),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (groupid: string) => api.groups.remove(groupid), onSuccess }),
    addDevices: useMutation({
      mutationFn: ({ groupid, devids }: { groupid: string; devids: string[] }) =>
        api.groups.addDevices(groupid, devids),
      onSuccess,
    }),
    removeDevice: useMutation({
      mutationFn: ({ groupid, devid }: { groupid: string; devid: string }) =>
        api.groups.removeDevice(groupid, devid),
      onSuccess,
    }),
  };
}
