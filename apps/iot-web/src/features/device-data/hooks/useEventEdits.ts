import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceEventMatch } from '@fleetkey/api-client';
import type { DeviceEventCreate, DeviceEventUpdate, DeviceView } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

/**
 * The corrections of a device's events (data write): record one, correct one, delete one, the chosen ones,
 * or all matching a type. The device's event list is read again after each.
 */
export function useEventEdits(device: DeviceView) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const { devid, devtype } = device;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.events, devid] });
  return {
    create: useMutation({
      mutationFn: (event: DeviceEventCreate) => api.events.create(devid, event, devtype),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ eventid, change }: { eventid: string; change: DeviceEventUpdate }) =>
        api.events.update(devid, eventid, change, devtype),
      onSuccess: refresh,
    }),
    updateMatching: useMutation({
      mutationFn: ({ match, change }: { match: DeviceEventMatch; change: DeviceEventUpdate }) =>
        api.events.updateMatching(devid, { ...match, devtype }, change),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (eventid: string) => api.events.remove(devid, eventid, devtype),
      onSuccess: refresh,
    }),
    removeMany: useMutation({
      mutationFn: (eventids: string[]) => api.events.removeMany(devid, eventids, devtype),
      onSuccess: refresh,
    }),
    removeMatching: useMutation({
      mutationFn: (match: DeviceEventMatch) => api.events.removeMatching(devid, { ...match, devtype }),
      onSuccess: refresh,
    }),
  };
}
