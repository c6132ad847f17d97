import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UserProfile } from '@fleetkey/contract';
import { usersApi } from '@fleetkey/api-client';
import type { ProfileChanges } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';
import { storeUser } from '../session/session-store';
import { sessionUserOf } from './user-centre-rules';
import type { UserCentreModel, UserCentreVariant } from './user-centre-model';

/** Query key of the signed-in user's profile. */
export const PROFILE_QUERY_KEY = 'user-profile';

/**
 * The user centre's data over the api-client: the profile query, and actions that keep the query and the
 * stored session (header avatar, guards) in step with what the server answered.
 */
export function useUserCentreModel(variant: UserCentreVariant, user: SessionUser): UserCentreModel {
  const client = useApiClient();
  const api = useMemo(() => usersApi(client), [client]);
  const queryClient = useQueryClient();
  // The licence portal addresses the user by id, the IoT console by user name (both specs' §7).
  const key = variant === 'iot' ? user.username : user.id;
  const queryKey = useMemo(() => [PROFILE_QUERY_KEY, key], [key]);
  const query = useQuery({ queryKey, queryFn: () => api.profile(key) });

  const remember = useCallback(
    (profile: UserProfile) => {
      queryClient.setQueryData(queryKey, profile);
      storeUser(sessionUserOf(profile));
    },
    [queryClient, queryKey],
  );

  const update = useMutation({
    mutationFn: ({ changes, code }: { changes: ProfileChanges; code?: string }) =>
      api.updateProfile(key, changes, code),
    onSuccess: remember,
  });
  const { mutateAsync: updateAsync } = update;
  const { refetch } = query;

  return {
    variant,
    user,
    profile: query.data,
    loading: query.isPending,
    loadError: query.error,
    reload: () => void refetch(),
    avatarUrl: (path) => client.url(`/${path}`),
    updateProfile: (changes, code) => updateAsync({ changes, code }),
    uploadAvatar: async (file) => {
      await api.uploadAvatar(key, file, file.name);
      remember(await api.profile(key));
    },
    sendMobileCode: (mobile) => api.changeMobileCode(mobile),
    sendEmailCode: (email) => {
      if (query.data?.email) return api.changeEmailCode(email);
      // The licence spec's user-centre code call (§7 Auth); the IoT console binds through /auth/email_code.
      return variant === 'licence' ? api.userCentreEmailCode(email) : api.bindEmailCode(email);
    },
    changePassword: (oldPassword, newPassword) =>
      variant === 'iot'
        ? api.iotChangePassword({ oldpassword: oldPassword, password: newPassword })
        : api.changePassword({ oldPassword, newPassword }),
    passwordByCode:
      variant === 'licence'
        ? {
            send: () => api.passwordCode(query.data?.mobile ?? user.mobile),
            change: (code, newPassword) => api.changePasswordByCode(code, newPassword),
          }
        : undefined,
    closeAccount: (password) => api.closeAccount(key, password),
  };
}
