import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchInputSchema } from '@fleetkey/contract';
import { useIotApi } from './useIotApi';
import { QUERY_ROOTS } from '../query-keys';

/** How many devices a device picker offers at once; typing narrows them on the server. */
export const DEVICE_OPTIONS_LIMIT = 50;

/** Devices whose name or id contains `search` (a search the server would refuse offers none). */
export function useDeviceOptions(search: string) {
  const api = useIotApi();
  const valid = searchInputSchema.safeParse(search).success;
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'options', search],
    queryFn: () => api.devices.list({ search, limit: DEVICE_OPTIONS_LIMIT }),
    enabled: valid,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
