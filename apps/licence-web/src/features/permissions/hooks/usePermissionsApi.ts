import { useMemo } from 'react';
import { permissionsApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over the permission catalogue (the screen's pages and the dialog). */
export const PERMISSIONS_ROOT = 'permissions-admin';

/** The /permission calls over the console's client. */
export function usePermissionsApi() {
  const client = useApiClient();
  return useMemo(() => permissionsApi(client), [client]);
}
