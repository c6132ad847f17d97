import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminsApi, usersApi } from '@fleetkey/api-client';
import type { AdminSelfUpdate } from '@fleetkey/contract';
import { getStoredUser, storeUser, useApiClient } from '@fleetkey/web-kit';

const ME_KEY = ['admin-profile', 'me'] as const;
const SESSIONS_KEY = ['admin-profile', 'sessions'] as const;

/** The signed-in administrator's own page: who they are, where they are signed in, and the writes. */
export function useAdminProfile() {
  const client = useApiClient();
  const admins = useMemo(() => adminsApi(client), [client]);
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => admins.me() });
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => admins.mySessions() });
  const rename = useMutation({
    mutationFn: (body: AdminSelfUpdate) => admins.updateMe(body),
    onSuccess: (admin) => {
      queryClient.setQueryData(ME_KEY, admin);
      // The header shows the stored name: it follows the change at once.
      const stored = getStoredUser();
      if (stored) storeUser({ ...stored, name: admin.name });
    },
  });
  const endOthers = useMutation({
    mutationFn: () => admins.endOtherSessions(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  const changePassword = (oldPassword: string, newPassword: string) =>
    usersApi(client).changePassword({ oldPassword, newPassword });
  return { me, sessions, rename, endOthers, changePassword };
}
