import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type AdminCreate } from '@fleetkey/contract';
import { useOnceMutation } from '@fleetkey/web-kit';
import { useRolesRefresh } from './useRoles';
import { ADMINS_ROOT, ROLES_ROOT, useRolesApi } from './useRolesApi';

/** The administrators linked to a role (GET /user_roles?roleId=). */
export function useRoleLinks(roleId: string) {
  const { roles } = useRolesApi();
  return useQuery({
    queryKey: [ROLES_ROOT, 'links', roleId],
    queryFn: () => roles.links({ roleId, limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/** The roles given to an administrator (GET /user_roles?adminId=). */
export function useAdminRoleLinks(adminId: string) {
  const { roles } = useRolesApi();
  return useQuery({
    queryKey: [ROLES_ROOT, 'links', 'admin', adminId],
    queryFn: () => roles.links({ adminId, limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/** Every administrator (GET /admins), for choosing whom to link; only asked when admins:read allows. */
export function useAdmins(enabled: boolean) {
  const { admins } = useRolesApi();
  return useQuery({ queryKey: [ADMINS_ROOT], queryFn: () => admins.list(), enabled });
}

/** Giving one administrator a role, linking administrators to a role, moving a link to another role, and unlinking; refusals are toasted. */
export function useMemberActions() {
  const { roles } = useRolesApi();
  const refresh = useRolesRefresh();
  return {
    give: useMutation({
      mutationFn: ({ adminId, roleId }: { adminId: string; roleId: string }) => roles.link(adminId, roleId),
      onSuccess: refresh,
    }),
    link: useMutation({
      mutationFn: ({ roleId, adminIds }: { roleId: string; adminIds: string[] }) =>
        roles.linkMany(roleId, adminIds),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: ({ id, roleId }: { id: string; roleId: string }) => roles.moveLink(id, roleId),
      onSuccess: refresh,
    }),
    unlink: useMutation({ mutationFn: (id: string) => roles.unlink(id), onSuccess: refresh }),
  };
}

/** POST /admins: a new administrator; the form shows its own errors. */
export function useCreateAdmin() {
  const { admins } = useRolesApi();
  const queryClient = useQueryClient();
  // A double click on OK sends one POST: the second would be refused as a taken name.
  return useOnceMutation({
    mutationFn: (body: AdminCreate) => admins.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMINS_ROOT] }),
    meta: { silentError: true },
  });
}
