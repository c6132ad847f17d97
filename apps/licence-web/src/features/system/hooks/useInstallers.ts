import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { SYS_KEYS } from '../query-keys';
import { useSysAdminApi } from './useSysAdminApi';

/** A page of installers, newest first unless `descend` is false. */
export function useInstallers(page: number, descend: boolean) {
  const api = useSysAdminApi();
  return useQuery({
    queryKey: [...SYS_KEYS.installers, page, descend],
    queryFn: () => api.installers.list({ ...pageWindow(page, TABLE_PAGE_SIZE), descend }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Deletes an installer (its file too) and refreshes the list. */
export function useDeleteInstaller() {
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.installers.remove(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYS_KEYS.installers }),
  });
}
