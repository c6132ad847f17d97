import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { subusersApi } from '@fleetkey/api-client';
import { iotAllows, type IotAction, type IotResource } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';

/** Query key of the signed-in user's access (a sign-in starts a new query client, so it never leaks). */
export const IOT_ACCESS_KEY = ['iotAccess'] as const;

/**
 * The signed-in user's IoT access: `can(resource, action)` for buttons, `main` for main-account screens.
 * Until it loads nothing is allowed, so a sub-user never sees a button flash that it may not press; if it
 * cannot be read at all, everything shows and the server refuses what is not granted.
 */
export function useIotAccess() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: IOT_ACCESS_KEY,
    queryFn: () => subusersApi(client).mine(),
    staleTime: 60_000,
    // Unreadable access is not retried for long: the screens then show and the server decides each call.
    retry: false,
    // Screens mount and unmount under the gate that reads this; an error must not refetch on each mount.
    retryOnMount: false,
    // The screens report their own failures; this one only decides what they show.
    meta: { silentError: true },
  });
  const access = query.data;
  const unknown = query.isError;
  const can = useCallback(
    (resource: IotResource, action: IotAction) =>
      unknown || (access !== undefined && (access.main || iotAllows(access.grants, { resource, action }))),
    [access, unknown],
  );
  return { access, loading: query.isPending, can, main: access?.main === true };
}
