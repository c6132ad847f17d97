import { useMemo } from 'react';
import { adminsApi, rolesApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over roles and their links. */
export const ROLES_ROOT = 'roles-admin';
/** First element of every query key over administrator accounts. */
export const ADMINS_ROOT = 'admins';

/** The /roles, /user_roles and /admins calls over the console's client. */
export function useRolesApi() {
  const client = useApiClient();
  return useMemo(() => ({ roles: rolesApi(client), admins: adminsApi(client) }), [client]);
}
