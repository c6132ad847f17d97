import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionListQuery } from '@fleetkey/api-client';
import type { PermissionCreate, PermissionUpdate } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { PERMISSIONS_ROOT, usePermissionsApi } from './usePermissionsApi';

/** What the permission screen shows: a search, a type filter, the order by update date and a page. */
export type PermissionListView = Omit<PermissionListQuery, 'skip' | 'limit'> & {
  page: number;
  pageSize: number;
};

/** One page of the catalogue as the screen asks for it. */
export function usePermissionList({ page, pageSize, ...filter }: PermissionListView) {
  const api = usePermissionsApi();
  return useQuery({
    queryKey: [PERMISSIONS_ROOT, 'list', filter, page, pageSize],
    queryFn: () => api.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * Create, edit, delete and export. Forms show their own errors (a taken name on its field); the export
 * reports through the central toast. Every change refreshes the screen and the permission dialog.
 */
export function usePermissionActions() {
  const api = usePermissionsApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PERMISSIONS_ROOT] });
  return {
    create: useMutation({
      mutationFn: (body: PermissionCreate) => api.create(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: PermissionUpdate }) => api.update(id, body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: refresh }),
    exportCsv: useMutation({
      mutationFn: (filter: Omit<PermissionListQuery, 'skip' | 'limit'>) => api.exportCsv(filter),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'permissions.csv'),
    }),
  };
}
