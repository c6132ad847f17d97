import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { useIotApi } from './useIotApi';
import { QUERY_ROOTS } from '../query-keys';

/**
 * Every device type of the user with its device count, oldest first (type filters, the device dialog, the
 * dashboard). One call covers them: the system limit on types is far below a list call's largest page.
 */
export function useAllDeviceTypes() {
  const api = useIotApi();
  // A sub-user without devtypes:read works without the type list (filters offer the types it sees in use).
  const readable = useIotAccess().can('devtypes', 'read');
  return useQuery({
    queryKey: [QUERY_ROOTS.devtypes, 'all', readable],
    queryFn: async () =>
      readable ? (await api.devtypes.list({ limit: LIST_LIMIT_MAX, descend: false })).result : [],
    meta: { silentError: true },
  });
}
