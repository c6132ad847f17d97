import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnterpriseDecision } from '@fleetkey/contract';
import { REGISTER_LIST_ROOT, useGuestsApi } from './useRegisteredUsers';

const profileKey = (userId: string) => [REGISTER_LIST_ROOT, 'profile', userId];

/** GET /guests/{id}: a registered user's whole profile, enterprise information and its audit status included. */
export function useGuestProfile(userId: string) {
  const api = useGuestsApi();
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => api.get(userId),
    meta: { silentError: true },
  });
}

/** Records the audit decision on the user's enterprise information; the profile and the list follow. */
export function useEnterpriseDecision(userId: string) {
  const api = useGuestsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: EnterpriseDecision) => api.setEnterpriseStatus(userId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REGISTER_LIST_ROOT] }),
  });
}
