import { useQueryClient } from '@tanstack/react-query';
import type { DeviceView } from '@fleetkey/contract';
import { useOnceMutation } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import type { RawCommandRequest } from '../raw-command-form';

/**
 * Sends a raw command once however often the form is submitted while it is out; the form shows the
 * outcome itself. The history refreshes either way.
 */
export function useSendRawCommand(device: DeviceView) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  return useOnceMutation({
    mutationFn: ({ cmd, data, options }: RawCommandRequest) =>
      api.commands.sendRaw(device.devid, cmd, data, { ...options, devtype: device.devtype }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.commands, device.devid] }),
    meta: { silentError: true },
  });
}
