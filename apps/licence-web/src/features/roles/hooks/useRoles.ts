import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleListQuery } from '@fleetkey/api-client';
import { LIST_LIMIT_MAX, type RoleCreate, type RoleUpdate } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { ADMIN_GRANTS_KEY } from '../../admin-access/use-admin-grants';
import { ROLES_ROOT, useRolesApi } from './useRolesApi';

/** What the group screen shows: a search, the order by update date and a page. */
export type RoleListView = Omit<RoleListQuery, 'skip' | 'limit'> & { page: number; pageSize: number };

/** One page of roles as the screen asks for it. */
export function useRoleList({ page, pageSize, ...filter }: RoleListView) {
  const { roles } = useRolesApi();
  return useQuery({
    queryKey: [ROLES_ROOT, 'list', filter, page, pageSize],
    queryFn: () => roles.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Every role by name, for choosing where to move an administrator's link. */
export function useAllRoles(enabled: boolean) {
  const { roles } = useRolesApi();
  return useQuery({
    queryKey: [ROLES_ROOT, 'all'],
    queryFn: () => roles.list({ limit: LIST_LIMIT_MAX }),
    select: (page) => [...page.result].sort((a, b) => a.name.localeCompare(b.name)),
    enabled,
  });
}

/**
 * Refreshes the roles and the signed-in administrator's own grants: a change to a role they hold changes
 * which menus and buttons they may see.
 */
export function useRolesRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ROLES_ROOT] }),
      queryClient.invalidateQueries({ queryKey: ADMIN_GRANTS_KEY }),
    ]);
}

/** Create (one or a batch), edit, delete and export; the screen and its forms show their own errors. */
export function useRoleActions() {
  const { roles } = useRolesApi();
  const refresh = useRolesRefresh();
  const silent = { silentError: true };
  return {
    create: useMutation({
      mutationFn: (body: RoleCreate) => roles.create(body),
      onSuccess: refresh,
      meta: silent,
    }),
    createBatch: useMutation({
      mutationFn: (bodies: RoleCreate[]) => roles.createBatch(bodies),
      onSuccess: refresh,
      meta: silent,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: RoleUpdate }) => roles.update(id, body),
      onSuccess: refresh,
      meta: silent,
    }),
    remove: useMutation({ mutationFn: (id: string) => roles.remove(id), onSuccess: refresh, meta: silent }),
    exportCsv: useMutation({
      mutationFn: (filter: Omit<RoleListQuery, 'skip' | 'limit'>) => roles.exportCsv(filter),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'roles.csv'),
    }),
  };
}
