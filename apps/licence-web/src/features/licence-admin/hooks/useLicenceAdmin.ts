import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  licenceAdminApi,
  rolesApi,
  type LicenceAdminViewQuery,
  type LicenceChange,
} from '@fleetkey/api-client';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import { useApiClient, saveBlob } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-roots';
import { REGISTER_LIST_ROOT } from '../../guests/hooks/useRegisteredUsers';

/** First element of the licence administration list's query keys. */
export const LICENCE_ADMIN_ROOT = 'licence-admin';

function useApis() {
  const client = useApiClient();
  return useMemo(() => ({ licences: licenceAdminApi(client), roles: rolesApi(client) }), [client]);
}

/** One page of every user's licences in the view; the old page stays while the next loads. */
export function useLicenceAdminList(view: LicenceAdminViewQuery, page: number) {
  const { licences } = useApis();
  return useQuery({
    queryKey: [LICENCE_ADMIN_ROOT, 'list', view, page],
    queryFn: () => licences.list({ ...view, ...pageWindow(page, TABLE_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The roles (permission groups) a licence may be given (the dialog opens only with roles:read). */
export function useRoleChoices() {
  const { roles } = useApis();
  return useQuery({
    queryKey: [LICENCE_ADMIN_ROOT, 'roles'],
    queryFn: () => roles.list({ limit: LIST_LIMIT_MAX }),
    meta: { silentError: true },
  });
}

/**
 * Edit, role, delete and the CSV export of the view. The dialogs show their own errors; delete and export
 * report through the central toast. A change refreshes the list, the info panels and the user counts.
 */
export function useLicenceAdminActions() {
  const { licences } = useApis();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [LICENCE_ADMIN_ROOT, QUERY_ROOTS.licences, REGISTER_LIST_ROOT].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    );
  return {
    update: useMutation({
      mutationFn: ({ id, change }: { id: string; change: LicenceChange }) => licences.update(id, change),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    assignRole: useMutation({
      mutationFn: ({ id, roleId }: { id: string; roleId: string | null }) => licences.assignRole(id, roleId),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => licences.remove(id), onSuccess: refresh }),
    exportCsv: useMutation({
      mutationFn: (view: LicenceAdminViewQuery) => licences.exportCsv(view),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'licences.csv'),
    }),
  };
}
