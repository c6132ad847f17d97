import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceView } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import type { DataRowInput } from '../data-row-form';

/**
 * The corrections of a device's stored data (data write): add a row, rewrite one, delete rows by time.
 * Every view of the device's data is read again after each.
 */
export function useDataEdits(device: DeviceView) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.telemetry] });
  const { devid, devtype } = device;
  return {
    add: useMutation({
      mutationFn: ({ time, points }: DataRowInput) =>
        api.telemetry.upload(devid, [{ ...points, time }], devtype),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ time, points }: DataRowInput) => api.telemetry.update(devid, time, points, devtype),
      onSuccess: refresh,
    }),
    // The API deletes one exact time per call (or a range, which could take rows between the chosen ones).
    removeRows: useMutation({
      mutationFn: async (times: readonly number[]) => {
        let deleted = 0;
        for (const time of times) deleted += (await api.telemetry.remove(devid, { devtype, time })).deleted;
        return { deleted };
      },
      onSettled: refresh,
    }),
  };
}
