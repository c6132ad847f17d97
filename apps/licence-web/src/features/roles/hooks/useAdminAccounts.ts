import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminView } from '@fleetkey/contract';
import { ADMINS_ROOT, useRolesApi } from './useRolesApi';

/** Disabling or enabling, resetting and deleting another administrator (the screen shows refusals); each refreshes the list. */
export function useAdminAccountActions() {
  const { admins } = useRolesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ADMINS_ROOT] });
  return {
    setDisabled: useMutation({
      mutationFn: ({ admin, disabled }: { admin: AdminView; disabled: boolean }) =>
        admins.setStatus(admin.id, { disabled }),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    resetPassword: useMutation({
      mutationFn: ({ admin, password }: { admin: AdminView; password: string }) =>
        admins.resetPassword(admin.id, { password }),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({
      mutationFn: (admin: AdminView) => admins.remove(admin.id),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
  };
}
