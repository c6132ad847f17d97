import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeviceTypeCreate,
  DeviceTypeSection,
  DeviceTypeSections,
  DeviceTypeUpdate,
  Point,
} from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS, refreshRegistry } from '../../common/query-keys';

/** One page of the user's device types (search over names and comments); the old page stays while the next loads. */
export function useDeviceTypeList(params: ListPageQuery) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devtypes, 'list', params],
    queryFn: () =>
      api.devtypes.list({
        ...pageWindow(params.page, params.pageSize),
        search: params.search,
        descend: params.descend,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One type with every section (the edit dialog), read when `devtype` is set. */
export function useDeviceType(devtype: string | undefined) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devtypes, 'one', devtype],
    queryFn: () => api.devtypes.get(devtype ?? ''),
    enabled: devtype !== undefined,
    meta: { silentError: true },
  });
}

/** Create, update, delete and batch delete; each refreshes the registry's lists and counts. */
export function useDeviceTypeActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => refreshRegistry(queryClient);
  return {
    create: useMutation({
      mutationFn: (input: DeviceTypeCreate) => api.devtypes.create(input),
      onSuccess,
      // The dialog shows the failure beside the form.
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ devtype, input }: { devtype: string; input: DeviceTypeUpdate }) =>
        api.devtypes.update(devtype, input),
      onSuccess,
      meta: { silentError: true },
    }),
    /** PUT /devtype/{devtype}/{section}: one section replaced, the others untouched. */
    putSection: useMutation({
      mutationFn: ({
        devtype,
        section,
        value,
      }: {
        devtype: string;
        section: DeviceTypeSection;
        value: DeviceTypeSections[DeviceTypeSection];
      }) => api.devtypes.putSection(devtype, section, value),
      onSuccess,
      meta: { silentError: true },
    }),
    /** PUT /devtype/{devtype}/much_data: one topic's points. */
    putTopic: useMutation({
      mutationFn: ({ devtype, topic, data }: { devtype: string; topic: string; data: Point[] }) =>
        api.devtypes.putTopic(devtype, topic, data),
      onSuccess,
      meta: { silentError: true },
    }),
    deleteTopic: useMutation({
      mutationFn: ({ devtype, topic }: { devtype: string; topic: string }) =>
        api.devtypes.deleteTopic(devtype, topic),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (devtype: string) => api.devtypes.remove(devtype), onSuccess }),
    removeMany: useMutation({
      mutationFn: (devtypes: string[]) => api.devtypes.removeMany(devtypes),
      onSuccess,
    }),
  };
}
