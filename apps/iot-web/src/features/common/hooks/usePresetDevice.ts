import { useQuery } from '@tanstack/react-query';
import type { DeviceView } from '@fleetkey/contract';
import { useIotApi } from './useIotApi';
import { QUERY_ROOTS } from '../query-keys';

/**
 * The device named in the address (`?devid=`, e.g. from a device's detail), for a page to start with; null
 * when none is named or it cannot be read (the page then starts with no device chosen).
 */
export function usePresetDevice(devid: string | null): { device: DeviceView | null; loading: boolean } {
  const api = useIotApi();
  const query = useQuery({
    queryKey: [QUERY_ROOTS.devices, 'one', devid],
    queryFn: () => api.devices.get(devid ?? ''),
    enabled: devid !== null,
    meta: { silentError: true },
  });
  return { device: query.data ?? null, loading: devid !== null && query.isPending && !query.isError };
}
