import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminAccessApi, ApiError } from '@fleetkey/api-client';
import { allows, MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import type { AdminGrants, AdminPermissionKey } from '@fleetkey/contract';
import { useApiClient, useSession } from '@fleetkey/web-kit';

/** Query key of the signed-in administrator's grants. */
export const ADMIN_GRANTS_KEY = ['admin-grants'] as const;

/** The signed-in administrator's grants and a check; a user of the platform has none. */
export interface AdminGrantsState {
  isAdmin: boolean;
  /** True until the grants have arrived (menus wait instead of flashing entries). */
  loading: boolean;
  grants: AdminGrants;
  can: (key: AdminPermissionKey) => boolean;
}

const NONE: AdminGrants = {};
const NO_ACCESS = { superAdmin: false, grants: NONE };

/**
 * What the signed-in administrator may do, from GET /admins/me/permissions. The console hides what is not
 * allowed; the server refuses it anyway.
 */
export function useAdminGrants(): AdminGrantsState {
  const client = useApiClient();
  const { user } = useSession();
  const isAdmin = user !== null && user.role !== MAIN_ACCOUNT_ROLE;
  const api = useMemo(() => adminAccessApi(client), [client]);
  const query = useQuery({
    queryKey: [...ADMIN_GRANTS_KEY, user?.id],
    queryFn: () =>
      api.myPermissions().catch((error: unknown) => {
        // On the initial password only the own page is open: no grants, and nothing to report.
        if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_REQUIRED') return NO_ACCESS;
        throw error;
      }),
    enabled: isAdmin,
    staleTime: 60_000,
  });
  const grants = query.data?.grants ?? NONE;
  const can = useCallback((key: AdminPermissionKey) => allows(grants, key), [grants]);
  return { isAdmin, loading: isAdmin && query.isPending, grants, can };
}
