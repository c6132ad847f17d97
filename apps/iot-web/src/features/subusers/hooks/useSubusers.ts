import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subusersApi } from '@fleetkey/api-client';
import type { AccountActivityFilter, SubuserCreate, SubuserStatus, SubuserUpdate } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import type { ProfileChange } from '../profile-change';

/** Query key roots of the sub-user screens. */
export const SUBUSER_KEYS = {
  subusers: 'subusers',
  profiles: 'access-profiles',
  activities: 'account-activities',
};

/** The sub-user and profile calls over the console's client. */
export function useSubusersApi() {
  return subusersApi(useApiClient());
}

/** One page of the main account's sub-users, searched by name and filtered by status. */
export function useSubuserList(
  { page, pageSize, search, descend }: ListPageQuery,
  status: SubuserStatus | undefined,
) {
  const api = useSubusersApi();
  return useQuery({
    queryKey: [SUBUSER_KEYS.subusers, page, pageSize, search, descend, status],
    queryFn: () =>
      api.list({ ...pageWindow(page, pageSize), search, descend, filter: status ? { status } : undefined }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Every access profile of the main account (few: ACCESS_PROFILES_MAX), for pickers. */
export function useAllProfiles() {
  const api = useSubusersApi();
  return useQuery({ queryKey: [SUBUSER_KEYS.profiles, 'all'], queryFn: () => api.profiles({ limit: 1000 }) });
}

/** One page of the account activity log, filtered by kind and resource. */
export function useActivityList(page: number, pageSize: number, filter: AccountActivityFilter) {
  const api = useSubusersApi();
  return useQuery({
    queryKey: [SUBUSER_KEYS.activities, page, pageSize, filter],
    queryFn: () => api.activities({ ...pageWindow(page, pageSize), filter }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Refetches the sub-user screens' lists after a write: sub-users, profiles (who wears them) and the log. */
export function useRefreshSubuserScreens(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(SUBUSER_KEYS).map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
    ).then(() => undefined);
}

/** Sub-user writes; each refreshes the lists and the activity log. */
export function useSubuserActions() {
  const api = useSubusersApi();
  const onSuccess = useRefreshSubuserScreens();
  return {
    create: useMutation({
      mutationFn: (input: SubuserCreate) => api.create(input),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ username, input }: { username: string; input: SubuserUpdate }) =>
        api.update(username, input),
      onSuccess,
      meta: { silentError: true },
    }),
    setProfile: useMutation({
      mutationFn: ({ username, change }: { username: string; change: NonNullable<ProfileChange> }) =>
        change.how === 'attach'
          ? api.attachProfile(username, change.id)
          : change.how === 'replace'
            ? api.setProfile(username, change.id)
            : api.clearProfile(username, change.id),
      onSuccess,
      meta: { silentError: true },
    }),
    setStatus: useMutation({
      mutationFn: ({ username, status }: { username: string; status: SubuserStatus }) =>
        api.update(username, { status }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (username: string) => api.remove(username), onSuccess }),
    removeMany: useMutation({ mutationFn: (usernames: string[]) => api.removeMany(usernames), onSuccess }),
  };
}
