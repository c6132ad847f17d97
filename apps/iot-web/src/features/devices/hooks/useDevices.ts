import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceCreate, DeviceTableStatus, DeviceUpdate, ListFilter } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS, refreshRegistry } from '../../common/query-keys';

/** What the device list shows: a page, a search over names and ids, type and status filters, an order. */
export interface DeviceListParams extends ListPageQuery {
  devtype: string;
  status?: DeviceTableStatus;
  /** Only the sub-devices of this gateway, or the members of this group. */
  gateway?: string;
  groupid?: string;
}

/** The list filter of the params (absent parts left out, so the server's strict filter accepts it). */
export function deviceFilter(params: Omit<DeviceListParams, keyof ListPageQuery>): ListFilter {
  const filter: ListFilter = {};
  if (params.devtype) filter.devtype = params.devtype;
  if (params.status !== undefined) filter.status = params.status;
  if (params.gateway) filter.gateway = params.gateway;
  if (params.groupid) filter.groupid = params.groupid;
  return filter;
}

/** One page of the user's devices; the old page stays while the next loads. */
export function useDeviceList(params: DeviceListParams) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'list', params],
    queryFn: () =>
      api.devices.list({
        ...pageWindow(params.page, params.pageSize),
        search: params.search,
        descend: params.descend,
        filter: deviceFilter(params),
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One device (the detail screen). */
export function useDevice(devid: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'one', devid],
    queryFn: () => api.devices.get(devid),
    meta: { silentError: true },
  });
}

/** Create, update, delete, batch delete and secret renewal; each refreshes the registry. */
export function useDeviceActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => refreshRegistry(queryClient);
  return {
    create: useMutation({
      mutationFn: (input: DeviceCreate) => api.devices.create(input),
      onSuccess,
      // The dialog shows the failure beside the form.
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ devid, input }: { devid: string; input: DeviceUpdate }) =>
        api.devices.update(devid, input),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (devid: string) => api.devices.remove(devid), onSuccess }),
    removeMany: useMutation({ mutationFn: (devids: string[]) => api.devices.removeMany(devids), onSuccess }),
    renewSecret: useMutation({ mutationFn: (devid: string) => api.devices.renewSecret(devid) }),
    renewSecrets: useMutation({ mutationFn: (devids: string[]) => api.devices.renewSecrets(devids) }),
    download: useMutation({ mutationFn: (devtype?: string) => api.devices.download(devtype) }),
  };
}
