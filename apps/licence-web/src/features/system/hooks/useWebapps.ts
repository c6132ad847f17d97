import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import { SYS_KEYS } from '../query-keys';
import { useSysAdminApi } from './useSysAdminApi';

/** A page of web app versions, newest first unless `descend` is false, of one web path when given. */
export function useWebapps(page: number, descend: boolean, webPath: string | undefined) {
  const api = useSysAdminApi();
  return useQuery({
    queryKey: [...SYS_KEYS.webapps, page, descend, webPath],
    queryFn: () => api.webapps.list({ ...pageWindow(page, TABLE_PAGE_SIZE), descend, webPath }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
