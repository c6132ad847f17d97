import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AccessProfileCreate, AccessProfileUpdate } from '@fleetkey/contract';
import { useDebounced } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { useProjectsApi } from '../../projects/hooks/useProjects';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { SUBUSER_KEYS, useRefreshSubuserScreens, useSubusersApi } from '../../subusers/hooks/useSubusers';

/** One page of the main account's access profiles, searched by name. */
export function useProfileList({ page, pageSize, search, descend }: ListPageQuery) {
  const api = useSubusersApi();
  return useQuery({
    queryKey: [SUBUSER_KEYS.profiles, page, pageSize, search, descend],
    queryFn: () => api.profiles({ ...pageWindow(page, pageSize), search, descend }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The resources a profile can grant, with their names and actions. */
export function useCatalogue() {
  const api = useSubusersApi();
  return useQuery({ queryKey: ['iot-catalogue'], queryFn: () => api.catalogue(), staleTime: Infinity });
}

/** Groups for the scope picker, searched on the server as the user types (all of them page by page). */
export function useGroupOptions(search: string) {
  const api = useIotApi();
  const settled = useDebounced(search.trim(), 250);
  return useQuery({
    queryKey: ['scope-groups', settled],
    queryFn: () => api.groups.list({ limit: 100, search: settled || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** Projects for the scope picker, searched by name on the server as the user types. */
export function useProjectOptions(search: string) {
  const api = useProjectsApi();
  const settled = useDebounced(search.trim(), 250);
  return useQuery({
    queryKey: ['scope-projects', settled],
    queryFn: () => api.list({ limit: 100, filter: { name: settled } }),
    placeholderData: keepPreviousData,
  });
}

/** Profile writes; each refreshes the profiles, the sub-users (their profile names) and the log. */
export function useProfileActions() {
  const api = useSubusersApi();
  const onSuccess = useRefreshSubuserScreens();
  return {
    create: useMutation({
      mutationFn: (input: AccessProfileCreate) => api.createProfile(input),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: AccessProfileUpdate }) => api.updateProfile(id, input),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: number) => api.removeProfile(id), onSuccess }),
    removeMany: useMutation({ mutationFn: (ids: number[]) => api.removeProfiles(ids), onSuccess }),
  };
}
