import { useMemo } from 'react';
import { sysAdminApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** The system administration calls over the console's api client. */
export function useSysAdminApi() {
  const client = useApiClient();
  return useMemo(() => sysAdminApi(client), [client]);
}
